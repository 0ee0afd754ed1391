package engine

// EventKind names one thing that happened during a move.
type EventKind uint8

// The kinds of event, in the order a move reports them.
const (
	EventMove      EventKind = iota // Piece went From → To
	EventCapture                    // Piece took Captured on To
	EventCastle                     // the king went From → To and its rook beside it
	EventSweep                      // the pawn on From swept To; Removed tells if a mine went
	EventBlast                      // a mine on To destroyed Captured (a piece of the mover)
	EventSapper                     // the king on To removed a mine unharmed
	EventPromotion                  // the pawn on To became Piece, a queen
	EventReveal                     // the fog lifted from Squares
	EventAllClear                   // every fogged mine is gone: all fog lifted
	EventCheck                      // the side to move, Piece.Color, is in check
	EventGameOver                   // the game ended with Result for Reason
)

// Event is one thing that happened during a move, for a UI to show and a screen
// reader to say. Which fields matter depends on Kind.
type Event struct {
	Kind     EventKind
	Piece    Piece
	From, To Square
	Captured Piece
	Removed  bool
	Squares  Bitboard
	Result   Result
	Reason   Reason
}

// events turns a move's effects into the ordered list of docs/rules.md §2–§7 outcomes.
func events(m Move, e Effects) []Event {
	var out []Event
	switch {
	case m.Kind == Sweep:
		out = append(out, Event{Kind: EventSweep, Piece: e.Moved, From: m.From, To: m.To, Removed: e.Swept})
	case m.Kind == Castle:
		out = append(out, Event{Kind: EventCastle, Piece: e.Moved, From: m.From, To: m.To})
	case !e.Captured.IsNone():
		out = append(out, Event{Kind: EventCapture, Piece: e.Moved, From: m.From, To: m.To, Captured: e.Captured})
	default:
		out = append(out, Event{Kind: EventMove, Piece: e.Moved, From: m.From, To: m.To})
	}
	if e.Blast != NoSquare {
		out = append(out, Event{Kind: EventBlast, To: e.Blast, Captured: e.Lost})
	}
	if e.Sapper != NoSquare {
		out = append(out, Event{Kind: EventSapper, Piece: e.Moved, To: e.Sapper})
	}
	if e.Promoted {
		out = append(out, Event{Kind: EventPromotion, Piece: Piece{e.Moved.Color, Queen}, To: m.To})
	}
	if e.Revealed.Any() {
		out = append(out, Event{Kind: EventReveal, Squares: e.Revealed})
	}
	if e.AllClear {
		out = append(out, Event{Kind: EventAllClear})
	}
	return out
}
