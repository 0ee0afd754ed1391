package engine

import (
	"errors"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/records")

// randomGame plays a random game from NewGame(seed) until it ends or maxPlies plies
// have been played.
func randomGame(seed uint64, maxPlies int) *Game {
	r := rand.New(rand.NewPCG(seed, 3))
	g := NewGame(seed)
	for g.Len() < maxPlies && !g.Over() {
		if _, err := g.Play(pickMove(r, g.LegalMoves())); err != nil {
			panic(err)
		}
	}
	return g
}

// longestGame returns a game of MaxRecordPlies plies that White then resigns:
// a random walk, from NewGame on the first seed that allows it, where no move
// captures or meets a mine and no position comes twice, so that nothing ends
// the game early. Its record is the longest ParseRecord reads.
func longestGame(t *testing.T) *Game {
	for seed := uint64(0); seed < 100; seed++ {
		r := rand.New(rand.NewPCG(seed, 11))
		g := NewGame(seed)
		seen := map[uint64]bool{g.pos.Key(): true}
		for g.Len() < MaxRecordPlies && !g.Over() {
			var fresh []Move
			for _, m := range g.LegalMoves() {
				p := g.Referee()
				if e := p.Play(m); e.Blast == NoSquare && e.Sapper == NoSquare && e.Captured.IsNone() && !seen[p.Key()] {
					fresh = append(fresh, m)
				}
			}
			if len(fresh) == 0 {
				break
			}
			if _, err := g.Play(fresh[r.IntN(len(fresh))]); err != nil {
				t.Fatal(err)
			}
			seen[g.pos.Key()] = true
		}
		if g.Len() == MaxRecordPlies && !g.Over() {
			require.NoError(t, g.Resign(White))
			return g
		}
	}
	t.Fatalf("no seed below 100 gives a walk of %d plies", MaxRecordPlies)
	return nil
}

// scriptedGame starts a game from fen, or from NewGame(seed) when fen is empty, and
// plays moves, written in SAN and separated by spaces.
func scriptedGame(t *testing.T, seed uint64, fen, moves string) *Game {
	t.Helper()
	g := NewGame(seed)
	if fen != "" {
		g = gameFrom(t, fen)
	}
	for _, san := range strings.Fields(moves) {
		_, err := g.PlaySAN(san)
		require.NoError(t, err, san)
	}
	return g
}

// requireRoundTrip writes g's record with tags, reads it back into the same game and
// the same tags, writes that again to the same text, and returns the text.
func requireRoundTrip(t *testing.T, g *Game, tags []Tag) string {
	t.Helper()
	text, err := g.Record(tags)
	require.NoError(t, err)
	got, gotTags, err := ParseRecord(text)
	require.NoError(t, err, text)
	requireSameGame(t, g, got)
	again, err := got.Record(gotTags)
	require.NoError(t, err)
	require.Equal(t, text, again)
	return text
}

// requireSameGame checks that got replays want exactly: start, seed, every move
// with its effects and events, and the result.
func requireSameGame(t *testing.T, want, got *Game) {
	t.Helper()
	require.Equal(t, want.Start(), got.Start())
	wantSeed, wantSeeded := want.Seed()
	gotSeed, gotSeeded := got.Seed()
	require.Equal(t, wantSeeded, gotSeeded, "has a seed")
	require.Equal(t, wantSeed, gotSeed)
	require.Equal(t, want.Moves(), got.Moves())
	require.Equal(t, want.Referee(), got.Referee())
	wantResult, wantReason := want.Result()
	gotResult, gotReason := got.Result()
	require.Equal(t, wantResult, gotResult)
	require.Equal(t, wantReason, gotReason)
}

// recordGames are the games of the golden records in testdata/records.
var recordGames = []struct {
	name, file string
	tags       []Tag
	game       func(t *testing.T) *Game
}{
	{"§7 resignation after a blast", "resignation.pgn",
		[]Tag{{"Event", "Club night"}, {"Date", "2025.03.14"}, {"White", "Ada"}, {"Black", "Brian"}},
		func(t *testing.T) *Game {
			g := scriptedGame(t, 7, "", "Nc3 Se8 Nb5 Nc8 d4 e7")
			require.NoError(t, g.Resign(White))
			return g
		}},
	{"§7 draw agreed", "draw-agreed.pgn",
		[]Tag{{"White", "Ada"}, {"Black", "Brian"}, {"Annotator", `Ada "the sapper"`}},
		func(t *testing.T) *Game {
			g := scriptedGame(t, 3, "", "e4 e7 Nf3 Sd8 Bc4")
			require.NoError(t, g.AgreeDraw())
			return g
		}},
	{"§6 king exposed by a blast, from a set position", "king-exposed.pgn", nil,
		func(t *testing.T) *Game {
			return scriptedGame(t, 0, "k7/4r3/8/8/8/8/8/4R3/8/4K3 w - - 0 1 e6 ########/########/########/########", "Re6")
		}},
	{"§5 checkmate by promotion, Black first, no mines", "promotion-mate.pgn", []Tag{{"Event", "Study"}},
		func(t *testing.T) *Game {
			return scriptedGame(t, 0, "k7/8/8/8/8/8/8/8/p5PP/7K b - - 0 30", "a1=Q")
		}},
	{"§7 checkmate in a random game", "random-checkmate.pgn", nil,
		func(*testing.T) *Game { return randomGame(38, 400) }},
	{"§7 threefold repetition in a random game", "random-repetition.pgn", nil,
		func(*testing.T) *Game { return randomGame(13, 400) }},
	{"the longest game a record may hold, resigned", "longest.pgn", nil,
		longestGame},
}

// TestRecordGolden writes each game, reads it back into the same game and writes it
// again, and compares the text with its golden file (rewritten with -update).
func TestRecordGolden(t *testing.T) {
	for _, tt := range recordGames {
		t.Run(tt.name, func(t *testing.T) {
			text := requireRoundTrip(t, tt.game(t), tt.tags)
			path := filepath.Join("testdata", "records", tt.file)
			if *update {
				require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err)
			require.Equal(t, string(want), text)
		})
	}
}

func TestRecordRoundTrip(t *testing.T) {
	seeds := 60
	if testing.Short() {
		seeds = 10
	}
	for seed := range uint64(seeds) {
		g := randomGame(seed, 150)
		if !g.Over() {
			// Unfinished games end by hand, alternately, so both ways are replayed.
			if seed%2 == 0 {
				require.NoError(t, g.Resign(g.Side()))
			} else {
				require.NoError(t, g.AgreeDraw())
			}
		}
		requireRoundTrip(t, g, []Tag{{"Round", "1"}})
	}
}

// TestParseRecordByHand reads records written the way people write them; each must
// give the game of the golden resignation record.
func TestParseRecordByHand(t *testing.T) {
	const tags = `[White "Ada"]` + "\n" + `[Seed "7"]` + "\n"
	tests := []struct {
		name, text string
	}{
		{"§8 only the Seed gives the minefield", tags + `[Result "0-1"]` + "\n\n1. Nc3 Se8 2. Nb5* Nc8 3. d4 e7 0-1"},
		{"§8 only the Mines give the minefield", `[Mines "a4,b5,e6,h6"]` + "\n1. Nc3 Se8 2. Nb5 Nc8 3. d4 e7 0-1"},
		{"§8 Seed and Mines that agree", tags + `[Mines "h6,e6,b5,a4"]` + "\n1. Nc3 Se8 2. Nb5 Nc8 3. d4 e7 0-1"},
		{"§8 a FEN of the standard set-up", `[FEN "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 a4,b5,e6,h6 ########/########/########/########"]` +
			"\n1. Nc3 Se8 2. Nb5 Nc8 3. d4 e7 0-1"},
		{"§8 move numbers may be left out", tags + "Nc3 Se8 Nb5 Nc8 d4 e7 0-1"},
		{"§8 move numbers may touch the move", tags + "1.Nc3 1...Se8 2.Nb5 2...Nc8 3.d4 3...e7 0-1"},
		{"§8 comments are skipped", tags + "1. Nc3 {a quiet start} Se8 ; nothing to remove\n2. Nb5 {boom\nthe knight is gone} Nc8 3. d4 e7 0-1"},
		{"§8 suffixes are ignored", tags + "1. Nc3! Se8?! 2. Nb5?? Nc8 3. d4+ e7# 0-1"},
		{"§7 the Result tag alone says who resigned", tags + `[Result "0-1"]` + "\n1. Nc3 Se8 2. Nb5 Nc8 3. d4 e7"},
		{"§7 the Termination may be in any case", tags + `[Termination "Resignation"]` + "\n1. Nc3 Se8 2. Nb5 Nc8 3. d4 e7 0-1"},
		{"§8 white space and line ends are free", "  " + tags + "\r\n\r\n1.\tNc3\r\nSe8   2. Nb5 Nc8\n3. d4 e7\n0-1\n\n"},
	}
	want := recordGames[0].game(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _, err := ParseRecord(tt.text)
			require.NoError(t, err)
			assert.Equal(t, want.Start(), g.Start())
			assert.Equal(t, want.Moves(), g.Moves())
			res, reason := g.Result()
			assert.Equal(t, BlackWins, res)
			assert.Equal(t, Resignation, reason)
		})
	}
}

func TestParseRecordTags(t *testing.T) {
	g, tags, err := ParseRecord(`[Event "Club \"night\" \\ 3"]` + "\n" + `[Seed "7"]` + "\n" + `[White  "Ada" ]` + "\n" + `[Result "0-1"]` + "\n1. Nc3 0-1")
	require.NoError(t, err)
	assert.Equal(t, []Tag{{"Event", `Club "night" \ 3`}, {"White", "Ada"}}, tags, "§8 tags that follow from the game are not returned")
	seed, ok := g.Seed()
	assert.True(t, ok)
	assert.Equal(t, uint64(7), seed)
}

// TestRecordEscapesTags: a tag's value keeps its quotes and backslashes through
// a record written and read back (docs/rules.md §8).
func TestRecordEscapesTags(t *testing.T) {
	g := NewGame(7)
	require.NoError(t, g.Resign(White))
	tags := []Tag{{"Event", `Club "night" \ 3`}}
	rec, err := g.Record(tags)
	require.NoError(t, err)
	assert.Contains(t, rec, `[Event "Club \"night\" \\ 3"]`+"\n")
	_, back, err := ParseRecord(rec)
	require.NoError(t, err)
	assert.Contains(t, back, tags[0])
}

func TestParseRecordInProgress(t *testing.T) {
	// §7 a record may stop while the game is on, for a referee to take it up again.
	g, _, err := ParseRecord(`[Seed "7"]` + "\n" + `[Result "*"]` + "\n1. Nc3 Se8 *")
	require.NoError(t, err)
	assert.False(t, g.Over())
	assert.Equal(t, 2, g.Len())
	assert.Equal(t, White, g.Side())
}

func TestParseRecordErrors(t *testing.T) {
	const seed7 = `[Seed "7"]` + "\n"
	tests := []struct {
		name, text, want string
	}{
		{"§2 the minefield must be known", "1. e4 1-0",
			"record: no Seed, Mines or FEN tag says where the mines are"},
		{"§2 a seed and the mines must agree", seed7 + `[Mines "a4,b5,e6,h7"]` + "\n1-0",
			`record line 1: invalid Seed tag "7": this seed lays its mines on a4,b5,e6,h6, not on a4,b5,e6,h7`},
		{"§2 a FEN and the mines must agree", `[Mines "a4"]` + "\n" + `[FEN "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 b4 -"]` + "\n1-0",
			`record line 1: invalid Mines tag "a4": the FEN lays its mines on b4`},
		{"§2 a record's FEN hides no mine", `[FEN "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 ?1 ......../......../......../#......."]` + "\n1-0",
			`record line 1: invalid FEN tag "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 ?1 ...…": a record's FEN lists every mine, so it cannot count hidden ones with ?N`},
		{"§8 the FEN must be good MFEN", `[FEN "4k3/8/8 w - - 0 1"]` + "\n1-0",
			`record line 1: invalid MFEN "4k3/8/8": field 1 (placement), want 10 ranks separated by /, not 3`},
		{"§2 the seed is a number", `[Seed "seven"]` + "\n1-0",
			`record line 1: invalid Seed tag "seven": want a whole number from 0 to 18446744073709551615`},
		{"§2 the mines are squares", `[Mines "a4,x9"]` + "\n1-0",
			`record line 1: invalid Mines tag "a4,x9": "x9" is not a square`},
		{"§2 mines lie in ranks 4–7", `[Mines "c3,d5"]` + "\n1-0",
			`record line 1: invalid Mines tag "c3,d5": mines can only lie in ranks 4–7`},
		{"§2 the set-up must be possible", `[Mines "-"]` + "\n1-0",
			`record line 1: the starting position is not possible: no mine lies under fog, so no square can still be fogged`},
		{"§8 the variant is Minesweeper Chess", `[Variant "Chess960"]` + "\n" + seed7 + "1-0",
			`record line 1: invalid Variant tag "Chess960": this reads only records of Minesweeper Chess`},
		{"§8 an illegal move names its line and number", seed7 + "1. Nc3 Se8\n2. Nc3 1-0",
			`record line 3, move 2.: illegal move "Nc3": no white knight can go to c3`},
		{"§8 an unreadable move names its line and number", seed7 + "1. Nc3 Zz9 1-0",
			`record line 2, move 1...: invalid move "Zz9": want a move such as e4, Nf3, exd5, O-O, e10=Q, or S and a square to sweep, such as Se3`},
		{"§8 an ambiguous move", `[FEN "1N2k3/8/8/8/1N6/R7/8/8/8/R3K3 w - - 0 1"]` + "\n1. Ra3 1-0",
			`record line 2, move 1.: ambiguous move "Ra3": it could be R1a3 or R5a3`},
		{"§8 move numbers must be right", seed7 + "1. Nc3 Se8 3. Nb5 1-0",
			"record line 2: move number 3 where 2 was due"},
		{"§7 no move after the end", `[FEN "k7/8/8/8/8/8/8/8/p5PP/7K b - - 0 30"]` + "\n30... a1=Q 31. h3 0-1",
			`record line 2, move 31.: the game was already over, 0-1 by checkmate, before "h3"`},
		{"§8 the result comes last", seed7 + "1. Nc3 1-0 Se8",
			"record line 2: the result 1-0 must come last"},
		{"§8 the Result tag and the movetext agree", seed7 + `[Result "1-0"]` + "\n1. Nc3 0-1",
			"record line 3: the movetext ends with 0-1, but the Result tag says 1-0"},
		{"§8 the Result tag is a result", seed7 + `[Result "2-0"]` + "\n1. Nc3",
			`record line 2: invalid Result tag "2-0": want 1-0, 0-1, 1/2-1/2 or *`},
		{"§7 the stated result must be the replayed one", `[FEN "k7/8/8/8/8/8/8/8/p5PP/7K b - - 0 30"]` + "\n30... a1=Q 1/2-1/2",
			"record line 2: the moves end the game 0-1 by checkmate, but the record says 1/2-1/2"},
		{"§7 the stated reason must be the replayed one", `[FEN "k7/8/8/8/8/8/8/8/p5PP/7K b - - 0 30"]` + "\n" + `[Termination "resignation"]` + "\n30... a1=Q 0-1",
			"record line 2: the moves end the game 0-1 by checkmate, but the record says 0-1 by resignation"},
		{"§7 a checkmate must be on the board", seed7 + `[Termination "checkmate"]` + "\n1. Nc3 1-0",
			"record line 2: the record says 1-0 by checkmate, but the moves do not end the game"},
		{"§7 a game in progress has no Termination", seed7 + `[Termination "resignation"]` + "\n1. Nc3 *",
			"record line 2: the record says * by resignation, but the moves do not end the game"},
		{"§7 a Termination needs a result", seed7 + `[Termination "resignation"]` + "\n1. Nc3",
			"record line 2: a Termination needs a result, in a Result tag or after the moves"},
		{"§7 the Termination is a known reason", seed7 + `[Termination "abandoned"]` + "\n1. Nc3 1-0",
			`record line 2: invalid Termination tag "abandoned": want one of checkmate, stalemate, king exposed by a blast, threefold repetition, insufficient material, resignation, draw agreed or time forfeit`},
		{"§8 a comment must be closed", seed7 + "1. Nc3 {unfinished\n\nSe8 1-0",
			"record line 2: a comment opened with { is never closed with }"},
		{"§8 a } needs its {", seed7 + "1. Nc3 } Se8 1-0",
			"record line 2: a } closes no comment"},
		{"§8 no variations", seed7 + "1. Nc3 (1. e4) Se8 1-0",
			"record line 2: variations in ( ) are not supported"},
		{"§8 tags come first", seed7 + "1. Nc3\n[White \"Ada\"]\n1-0",
			"record line 3: tag pairs must come before the moves"},
		{"§8 a tag value is quoted", "[Seed 7]\n1-0",
			`record line 1: invalid tag pair "[Seed 7]": want [Name "value"], the value in double quotes`},
		{"§8 a tag value is closed", "[Seed \"7]\n1-0",
			`record line 1: invalid tag pair "[Seed \"7]": the value has no closing "`},
		{"§8 a tag pair is closed", "[Seed \"7\"\n1-0",
			`record line 1: invalid tag pair "[Seed \"7\"": want ] after the value`},
		{"§8 a tag has a name", "[ \"7\"]\n1-0",
			`record line 1: invalid tag pair "[ \"7\"]": a tag name is letters, digits and _, starting with a letter`},
		{"§8 a tag is given once", seed7 + seed7 + "1-0",
			`record line 2: invalid tag "Seed": it is given twice`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := ParseRecord(tt.text)
			var re *RecordError
			require.True(t, errors.As(err, &re), "want a *RecordError, got %v", err)
			assert.Equal(t, tt.want, err.Error())
		})
	}
}

func TestParseRecordErrorKinds(t *testing.T) {
	_, _, err := ParseRecord(`[Seed "7"]` + "\n1. Nc4 1-0")
	assert.ErrorIs(t, err, ErrIllegalMove, "§8 an illegal move in a record is ErrIllegalMove")
	_, _, err = ParseRecord(`[FEN "4k3/8 w - - 0 1"]`)
	var se *SyntaxError
	assert.True(t, errors.As(err, &se), "§8 a bad FEN in a record is a *SyntaxError")
}

func TestRecordRefuses(t *testing.T) {
	over := func() *Game {
		g := NewGame(1)
		require.NoError(t, g.Resign(Black))
		return g
	}
	t.Run("§2 a game in progress keeps its mines hidden", func(t *testing.T) {
		_, err := NewGame(1).Record(nil)
		require.ErrorIs(t, err, ErrGameNotOver)
	})
	tests := []struct {
		name string
		tags []Tag
		want string
	}{
		{"§8 the result comes from the game", []Tag{{"Result", "1-0"}},
			`invalid tag "Result": it follows from the game, so Record writes it`},
		{"§8 the seed comes from the game", []Tag{{"Seed", "3"}},
			`invalid tag "Seed": it follows from the game, so Record writes it`},
		{"§8 a tag is given once", []Tag{{"White", "Ada"}, {"White", "Bea"}},
			`invalid tag "White": it is given twice`},
		{"§8 tag names are plain words", []Tag{{"Time control", "5+3"}},
			`invalid tag "Time control": a tag name is letters, digits and _, starting with a letter`},
		{"§8 tag values are one line", []Tag{{"Event", "Club\nnight"}},
			`invalid tag "Event": a tag value must be one line of text, without control characters`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := over().Record(tt.tags)
			require.Error(t, err)
			assert.Equal(t, tt.want, err.Error())
		})
	}
}

// FuzzParseRecord checks that ParseRecord never panics, and that a finished game it
// reads writes a record that reads back to the same game and the same record.
func FuzzParseRecord(f *testing.F) {
	for _, tt := range recordGames {
		text, err := os.ReadFile(filepath.Join("testdata", "records", tt.file))
		require.NoError(f, err)
		f.Add(string(text))
	}
	f.Add(`[Seed "7"]` + "\n1.Nc3 {a comment} Se8 ; another\n2. Nb5 *")
	f.Fuzz(func(t *testing.T, text string) {
		g, tags, err := ParseRecord(text)
		if err != nil {
			var re *RecordError
			require.True(t, errors.As(err, &re), "want a *RecordError, got %v", err)
			return
		}
		if !g.Over() {
			return // a game in progress has no record to write
		}
		requireRoundTrip(t, g, tags)
	})
}

func TestSecretRecordResumesAGameInProgress(t *testing.T) {
	g := scriptedGame(t, 7, "", "Nc3 Se8 Nb5")
	require.NotEqual(t, NoSquare, g.Moves()[2].Effects.Blast, "the game holds a blast")
	text, err := g.SecretRecord(nil)
	require.NoError(t, err)
	assert.NotContains(t, text, "Termination", "§7 a game in progress has no Termination")
	got, _, err := ParseRecord(text)
	require.NoError(t, err)
	requireSameGame(t, g, got)
	assert.False(t, got.Over())
}

func TestRefereeAtOnlyAfterTheGame(t *testing.T) {
	g := scriptedGame(t, 7, "", "Nc3 Se8 Nb5")
	_, err := g.RefereeAt(1)
	require.ErrorIs(t, err, ErrGameNotOver, "§2 mines under fog stay hidden while the game runs")
	require.NoError(t, g.Resign(White))
	for ply := 0; ply <= g.Len(); ply++ {
		p, err := g.RefereeAt(ply)
		require.NoError(t, err)
		v, err := g.ViewAt(ply)
		require.NoError(t, err)
		assert.Equal(t, v.Position, p.View(), "ply %d: the referee position hides down to the players' view", ply)
		start := g.Start()
		assert.Equal(t, start.Mines().Count()-countBlastsAndSweeps(g, ply), p.MineCounter(), "ply %d", ply)
	}
	_, err = g.RefereeAt(g.Len() + 1)
	assert.Error(t, err)
}

// countBlastsAndSweeps counts the mines removed in the first ply plies of g.
func countBlastsAndSweeps(g *Game, ply int) int {
	n := 0
	for _, pl := range g.Moves()[:ply] {
		e := pl.Effects
		if e.Blast != NoSquare || e.Sapper != NoSquare || e.Swept {
			n++
		}
	}
	return n
}

func TestParseRecordOfOrdinaryChess(t *testing.T) {
	// §2 a chess record says nothing of mines: errors.Is tells that apart from a
	// damaged record, so that a reader can say what the player pasted.
	_, _, err := ParseRecord(`[Event "Club night"]` + "\n" + `[White "Ada"]` + "\n\n1. e4 e5 2. Nf3 1-0")
	assert.ErrorIs(t, err, ErrNoMinefield)
}
