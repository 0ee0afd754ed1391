package ui

import "mschess/ui/text"

// HelpSection is a part of the "How to play" help: a heading and the paragraphs
// under it.
type HelpSection struct {
	Heading    string
	Paragraphs []string
}

// helpOutline is the help by its texts' keys: per section, the heading's key,
// then its paragraphs', in reading order.
var helpOutline = [...][]text.Key{
	{text.HelpBoardHead, text.HelpBoard, text.HelpFog},
	{text.HelpRevealHead, text.HelpReveal, text.HelpNumbers, text.HelpFound},
	{text.HelpMinesHead, text.HelpKing, text.HelpBlast, text.HelpSlide},
	{text.HelpSweepHead, text.HelpSweep, text.HelpSweepWhen, text.HelpSweepHow},
	{text.HelpAllClearHead, text.HelpAllClear},
	{text.HelpChessHead, text.HelpChess, text.HelpChessDiffs},
	{text.HelpSightHead, text.HelpSight, text.HelpExposed},
	{text.HelpFairHead, text.HelpFair, text.HelpTakeback, text.HelpDaily},
}

// Help returns the "How to play" help, in the App's language. Its title is
// text.HowToPlay.
func (a *App) Help() []HelpSection {
	h := make([]HelpSection, len(helpOutline))
	for i, keys := range helpOutline {
		h[i].Heading = a.text.Text(keys[0])
		for _, k := range keys[1:] {
			h[i].Paragraphs = append(h[i].Paragraphs, a.text.Text(k))
		}
	}
	return h
}
