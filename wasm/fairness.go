//go:build js && wasm

package main

import "mschess/ui"

// fairness is what the page shows of a finished game and of the fairness of
// its minefield: the replay's controls, the commitment, the seed and its
// check, and the note of a minefield anyone could know.
type fairness struct {
	replay flagOut // #replay, hidden while the game runs

	commitmentRow, seedRow, knownNote, verifyRow flagOut
	commitment, verifyInput                      lazyElement
	full                                         bool   // all 32 digits of the commitment are shown
	shown                                        string // the commitment drawn
	seed, known, knownTitle, verifyResult        textOut
	verifyClass                                  textOut
}

// newFairness finds the elements of fairness, looked up when first drawn.
func newFairness() fairness {
	return fairness{
		replay:        flagAt("replay", "hidden"),
		commitmentRow: flagAt("commitment-row", "hidden"), seedRow: flagAt("seed-row", "hidden"),
		knownNote: flagAt("known-note", "hidden"), verifyRow: flagAt("verify-row", "hidden"),
		commitment: lazyElement{id: "commitment"}, verifyInput: lazyElement{id: "verify-commitment"},
		seed: textAt("seed"), known: textAt("known-text"), knownTitle: attrAt("known-note", "title"),
		verifyResult: textAt("verify-result"), verifyClass: attrAt("verify-result", "class"),
	}
}

// toggle shows all of the commitment's digits, or its first 8 again.
func (f *fairness) toggle() {
	f.full = !f.full
	f.drawCommitment()
}

// draw draws from the panel n what belongs to a finished game and its
// fairness: the replay's steps and views, the commitment, the seed and its
// check, and the note of a minefield anyone could know.
func (f *fairness) draw(n ui.Panel) {
	f.replay.show(!n.Replay)
	f.knownNote.show(n.Known == "")
	f.known.show(n.Known)
	f.knownTitle.show(n.Known) // the embed's mark shows only an eye: the words come on hover
	f.commitmentRow.show(n.Commitment == "")
	if c := f.commitment.get(); n.Commitment != f.shown && c != nil {
		f.shown, f.full = n.Commitment, false
		c.SetAttribute("data-commitment", n.Commitment)
		c.SetAttribute("title", n.Commitment)
		inputOf(f.verifyInput.get()).SetValue(n.Commitment)
		f.drawCommitment()
	}
	f.seedRow.show(n.Seed == "")
	f.seed.show(n.Seed)
	f.verifyRow.show(!n.CanVerify)
	f.verifyResult.show(n.Verify)
	switch {
	case n.Verify == "":
		f.verifyClass.show("")
	case n.Verified:
		f.verifyClass.show("ok")
	default:
		f.verifyClass.show("bad")
	}
}

// drawCommitment shows the commitment's first 8 digits, or all of them.
func (f *fairness) drawCommitment() {
	c := f.shown
	expanded := "true"
	if !f.full && len(c) > 8 {
		c, expanded = c[:8]+"…", "false"
	}
	el := f.commitment.get()
	el.SetTextContent(c)
	el.SetAttribute("aria-expanded", expanded)
}
