//go:build js && wasm

package main

// welcome is dialog#welcome, the question of whom to play that a player's
// first visit opens with while ui.Panel.Welcome asks it. Its answers are
// controls (page/controls); Esc dismisses it (ui.App.DismissWelcome). It is
// looked up only once asked, which a return visit never is (docs/start.md).
type welcome struct {
	dialog lazyElement
	asked  memo[bool] // Panel.Welcome, as last drawn
}

// draw opens the dialog when the question is put, and closes it once it is
// answered. wire, which listens for the dialog's dismissal, is called at its
// first opening: the names are asked again at a player's wish.
func (w *welcome) draw(asked bool, wire func(element)) {
	first := !w.asked.drawn
	if (first && !asked) || !w.asked.changed(asked) {
		return
	}
	switch d := w.dialog.get(); {
	case d == nil:
	case asked:
		if first {
			wire(d)
		}
		showModal(d)
	default:
		closeDialog(d)
	}
}
