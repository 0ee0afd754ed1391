package bot

import "mschess/engine"

// Indices into weights; a name marked "+" starts a run, one entry for each
// kind or rank, kept by the blanks after it. Some use the middlegame (mg) or
// endgame (eg) half only.
const (
	wTempo    = iota // mg: having the move
	wMaterial        // + kind: pawn to queen
	_
	_
	_
	_
	wMobility // + kind: knight to queen, per square
	_
	_
	_
	wPassed // + rank from its side
	_
	_
	_
	_
	_
	_
	_
	_
	_
	wPassedFree      // per rank past the fourth, the way free
	wPassedEnemyKing // eg: per step the enemy king is off its way
	wPassedOwnKing   // eg: per step its own king is off its way
	wGuarded         // a pawn guarded by a pawn
	wGuardedRank     // and per rank
	wBeside          // a pawn beside one of its own
	wBesideRank      // and per rank
	wIsolated
	wDoubled // per pawn more than one on a file
	wBishopPair
	wAttackUnits // + kind: knight to queen, per square by the enemy king it attacks (mg)
	_
	_
	_
	wDanger        // mg: per attack unit squared, in sixteenths
	wThreatByPawn  // a piece attacked by a pawn
	wThreatByMinor // a rook or queen attacked by a knight or bishop
	wThreatByRook  // a queen attacked by a rook
	wHangingPiece  // a piece attacked and not defended
	wHangingPawn
	wRookOpen     // on a file without pawns
	wRookHalfOpen // on a file without its own pawns
	wKingShield   // mg: per pawn missing in front of the king
	// A piece's worth on each square, by kind, pawn to king: a run of
	// squaresPerKind, by rank from its side and then file from the edge.
	wPawnSquare
	wKnightSquare = wPawnSquare + 1*squaresPerKind
	wBishopSquare = wPawnSquare + 2*squaresPerKind
	wRookSquare   = wPawnSquare + 3*squaresPerKind
	wQueenSquare  = wPawnSquare + 4*squaresPerKind
	wKingSquare   = wPawnSquare + 5*squaresPerKind
	numWeights    = wPawnSquare + 6*squaresPerKind
)

// squaresPerKind is how many squares a kind's placement weights cover: the
// board's left half, whose mirror image the right half is.
const squaresPerKind = engine.Ranks * engine.Files / 2

// weights are what the evaluation weighs its terms by, in hundredths of a pawn,
// fitted by tools/tune to Fairy-Stockfish's games and its scores of their
// positions (tools/selfplay, tools/label), which rewrites them here in index
// order (`make tune`). The tempo is held at the hand-set figure.
var weights = [numWeights]score{
	wTempo:                  {12, 0},
	wMaterial:               {63, 81},
	wMaterial + 1:           {327, 292},
	wMaterial + 2:           {349, 326},
	wMaterial + 3:           {498, 559},
	wMaterial + 4:           {988, 1018},
	wMobility:               {4, -1},
	wMobility + 1:           {2, 0},
	wMobility + 2:           {2, 2},
	wMobility + 3:           {0, 10},
	wPassed:                 {0, 0},
	wPassed + 1:             {-1, 2},
	wPassed + 2:             {2, 5},
	wPassed + 3:             {9, 16},
	wPassed + 4:             {2, 17},
	wPassed + 5:             {18, 33},
	wPassed + 6:             {28, 57},
	wPassed + 7:             {43, 89},
	wPassed + 8:             {67, 134},
	wPassed + 9:             {0, 0},
	wPassedFree:             {-8, 9},
	wPassedEnemyKing:        {0, 8},
	wPassedOwnKing:          {0, -6},
	wGuarded:                {9, 15},
	wGuardedRank:            {2, -3},
	wBeside:                 {-1, 3},
	wBesideRank:             {2, 2},
	wIsolated:               {-2, -13},
	wDoubled:                {-12, -18},
	wBishopPair:             {30, 50},
	wAttackUnits:            {6, 0},
	wAttackUnits + 1:        {3, 0},
	wAttackUnits + 2:        {5, 0},
	wAttackUnits + 3:        {5, 0},
	wDanger:                 {2, 0},
	wThreatByPawn:           {45, 33},
	wThreatByMinor:          {31, 26},
	wThreatByRook:           {29, 20},
	wHangingPiece:           {20, 16},
	wHangingPawn:            {2, 33},
	wRookOpen:               {32, 9},
	wRookHalfOpen:           {16, 16},
	wKingShield:             {-14, 0},
	wPawnSquare + 4*0 + 0:   {0, 0},
	wPawnSquare + 4*0 + 1:   {0, 0},
	wPawnSquare + 4*0 + 2:   {0, 0},
	wPawnSquare + 4*0 + 3:   {0, 0},
	wPawnSquare + 4*1 + 0:   {-2, 14},
	wPawnSquare + 4*1 + 1:   {13, 6},
	wPawnSquare + 4*1 + 2:   {6, 16},
	wPawnSquare + 4*1 + 3:   {3, 4},
	wPawnSquare + 4*2 + 0:   {-1, 2},
	wPawnSquare + 4*2 + 1:   {10, -3},
	wPawnSquare + 4*2 + 2:   {2, 11},
	wPawnSquare + 4*2 + 3:   {-7, 17},
	wPawnSquare + 4*3 + 0:   {2, 6},
	wPawnSquare + 4*3 + 1:   {-6, 2},
	wPawnSquare + 4*3 + 2:   {20, 0},
	wPawnSquare + 4*3 + 3:   {19, 0},
	wPawnSquare + 4*4 + 0:   {5, 14},
	wPawnSquare + 4*4 + 1:   {-8, 15},
	wPawnSquare + 4*4 + 2:   {14, 16},
	wPawnSquare + 4*4 + 3:   {19, 8},
	wPawnSquare + 4*5 + 0:   {13, 24},
	wPawnSquare + 4*5 + 1:   {6, 18},
	wPawnSquare + 4*5 + 2:   {22, 20},
	wPawnSquare + 4*5 + 3:   {25, 18},
	wPawnSquare + 4*6 + 0:   {15, 26},
	wPawnSquare + 4*6 + 1:   {14, 34},
	wPawnSquare + 4*6 + 2:   {34, 28},
	wPawnSquare + 4*6 + 3:   {20, 24},
	wPawnSquare + 4*7 + 0:   {16, 36},
	wPawnSquare + 4*7 + 1:   {18, 36},
	wPawnSquare + 4*7 + 2:   {33, 36},
	wPawnSquare + 4*7 + 3:   {32, 34},
	wPawnSquare + 4*8 + 0:   {21, 40},
	wPawnSquare + 4*8 + 1:   {23, 44},
	wPawnSquare + 4*8 + 2:   {36, 42},
	wPawnSquare + 4*8 + 3:   {36, 43},
	wPawnSquare + 4*9 + 0:   {24, 48},
	wPawnSquare + 4*9 + 1:   {24, 48},
	wPawnSquare + 4*9 + 2:   {39, 48},
	wPawnSquare + 4*9 + 3:   {39, 48},
	wKnightSquare + 4*0 + 0: {-25, -20},
	wKnightSquare + 4*0 + 1: {-13, -13},
	wKnightSquare + 4*0 + 2: {-15, -11},
	wKnightSquare + 4*0 + 3: {-7, -6},
	wKnightSquare + 4*1 + 0: {-19, -16},
	wKnightSquare + 4*1 + 1: {-17, -10},
	wKnightSquare + 4*1 + 2: {4, -1},
	wKnightSquare + 4*1 + 3: {-3, 4},
	wKnightSquare + 4*2 + 0: {-3, -9},
	wKnightSquare + 4*2 + 1: {0, -5},
	wKnightSquare + 4*2 + 2: {-7, -4},
	wKnightSquare + 4*2 + 3: {14, 7},
	wKnightSquare + 4*3 + 0: {-6, -6},
	wKnightSquare + 4*3 + 1: {-5, 0},
	wKnightSquare + 4*3 + 2: {11, 9},
	wKnightSquare + 4*3 + 3: {9, 10},
	wKnightSquare + 4*4 + 0: {2, 0},
	wKnightSquare + 4*4 + 1: {-9, 1},
	wKnightSquare + 4*4 + 2: {7, 11},
	wKnightSquare + 4*4 + 3: {4, 11},
	wKnightSquare + 4*5 + 0: {-3, -2},
	wKnightSquare + 4*5 + 1: {6, 5},
	wKnightSquare + 4*5 + 2: {15, 6},
	wKnightSquare + 4*5 + 3: {20, 15},
	wKnightSquare + 4*6 + 0: {-7, -6},
	wKnightSquare + 4*6 + 1: {1, 0},
	wKnightSquare + 4*6 + 2: {3, 3},
	wKnightSquare + 4*6 + 3: {13, 12},
	wKnightSquare + 4*7 + 0: {-13, -10},
	wKnightSquare + 4*7 + 1: {-7, -5},
	wKnightSquare + 4*7 + 2: {-1, 0},
	wKnightSquare + 4*7 + 3: {7, 6},
	wKnightSquare + 4*8 + 0: {-19, -15},
	wKnightSquare + 4*8 + 1: {-15, -10},
	wKnightSquare + 4*8 + 2: {-7, -6},
	wKnightSquare + 4*8 + 3: {-1, -2},
	wKnightSquare + 4*9 + 0: {-25, -20},
	wKnightSquare + 4*9 + 1: {-19, -15},
	wKnightSquare + 4*9 + 2: {-13, -10},
	wKnightSquare + 4*9 + 3: {-7, -5},
	wBishopSquare + 4*0 + 0: {-12, -12},
	wBishopSquare + 4*0 + 1: {-8, -7},
	wBishopSquare + 4*0 + 2: {3, -3},
	wBishopSquare + 4*0 + 3: {-3, -2},
	wBishopSquare + 4*1 + 0: {-9, -9},
	wBishopSquare + 4*1 + 1: {4, -5},
	wBishopSquare + 4*1 + 2: {3, -1},
	wBishopSquare + 4*1 + 3: {8, -3},
	wBishopSquare + 4*2 + 0: {-9, 0},
	wBishopSquare + 4*2 + 1: {0, 3},
	wBishopSquare + 4*2 + 2: {0, 2},
	wBishopSquare + 4*2 + 3: {13, 4},
	wBishopSquare + 4*3 + 0: {-5, -1},
	wBishopSquare + 4*3 + 1: {-3, -1},
	wBishopSquare + 4*3 + 2: {3, 1},
	wBishopSquare + 4*3 + 3: {13, 8},
	wBishopSquare + 4*4 + 0: {0, 2},
	wBishopSquare + 4*4 + 1: {0, 6},
	wBishopSquare + 4*4 + 2: {5, 8},
	wBishopSquare + 4*4 + 3: {11, 12},
	wBishopSquare + 4*5 + 0: {3, 3},
	wBishopSquare + 4*5 + 1: {5, 6},
	wBishopSquare + 4*5 + 2: {7, 6},
	wBishopSquare + 4*5 + 3: {14, 11},
	wBishopSquare + 4*6 + 0: {-1, 1},
	wBishopSquare + 4*6 + 1: {3, 2},
	wBishopSquare + 4*6 + 2: {9, 5},
	wBishopSquare + 4*6 + 3: {10, 11},
	wBishopSquare + 4*7 + 0: {-2, -4},
	wBishopSquare + 4*7 + 1: {-1, -1},
	wBishopSquare + 4*7 + 2: {1, 2},
	wBishopSquare + 4*7 + 3: {5, 5},
	wBishopSquare + 4*8 + 0: {-8, -8},
	wBishopSquare + 4*8 + 1: {-4, -4},
	wBishopSquare + 4*8 + 2: {-1, -1},
	wBishopSquare + 4*8 + 3: {2, 2},
	wBishopSquare + 4*9 + 0: {-10, -10},
	wBishopSquare + 4*9 + 1: {-7, -7},
	wBishopSquare + 4*9 + 2: {-4, -4},
	wBishopSquare + 4*9 + 3: {-1, -1},
	wRookSquare + 4*0 + 0:   {0, 4},
	wRookSquare + 4*0 + 1:   {7, 0},
	wRookSquare + 4*0 + 2:   {-3, 4},
	wRookSquare + 4*0 + 3:   {5, -8},
	wRookSquare + 4*1 + 0:   {-3, -1},
	wRookSquare + 4*1 + 1:   {-6, -3},
	wRookSquare + 4*1 + 2:   {-3, -5},
	wRookSquare + 4*1 + 3:   {-1, -5},
	wRookSquare + 4*2 + 0:   {10, 1},
	wRookSquare + 4*2 + 1:   {3, 1},
	wRookSquare + 4*2 + 2:   {3, -1},
	wRookSquare + 4*2 + 3:   {1, 0},
	wRookSquare + 4*3 + 0:   {8, 3},
	wRookSquare + 4*3 + 1:   {-3, 0},
	wRookSquare + 4*3 + 2:   {9, 2},
	wRookSquare + 4*3 + 3:   {3, -2},
	wRookSquare + 4*4 + 0:   {-1, 0},
	wRookSquare + 4*4 + 1:   {0, 0},
	wRookSquare + 4*4 + 2:   {6, -3},
	wRookSquare + 4*4 + 3:   {3, -3},
	wRookSquare + 4*5 + 0:   {3, 0},
	wRookSquare + 4*5 + 1:   {0, 0},
	wRookSquare + 4*5 + 2:   {7, 2},
	wRookSquare + 4*5 + 3:   {3, -4},
	wRookSquare + 4*6 + 0:   {3, 4},
	wRookSquare + 4*6 + 1:   {0, 1},
	wRookSquare + 4*6 + 2:   {7, 2},
	wRookSquare + 4*6 + 3:   {5, 2},
	wRookSquare + 4*7 + 0:   {1, 6},
	wRookSquare + 4*7 + 1:   {1, 3},
	wRookSquare + 4*7 + 2:   {8, 4},
	wRookSquare + 4*7 + 3:   {5, 2},
	wRookSquare + 4*8 + 0:   {20, 13},
	wRookSquare + 4*8 + 1:   {21, 15},
	wRookSquare + 4*8 + 2:   {27, 17},
	wRookSquare + 4*8 + 3:   {23, 15},
	wRookSquare + 4*9 + 0:   {0, 3},
	wRookSquare + 4*9 + 1:   {1, 6},
	wRookSquare + 4*9 + 2:   {5, 2},
	wRookSquare + 4*9 + 3:   {4, 0},
	wQueenSquare + 4*0 + 0:  {-8, -14},
	wQueenSquare + 4*0 + 1:  {-6, -10},
	wQueenSquare + 4*0 + 2:  {-3, -6},
	wQueenSquare + 4*0 + 3:  {-6, -2},
	wQueenSquare + 4*1 + 0:  {-2, -9},
	wQueenSquare + 4*1 + 1:  {0, -6},
	wQueenSquare + 4*1 + 2:  {-6, -2},
	wQueenSquare + 4*1 + 3:  {16, 1},
	wQueenSquare + 4*2 + 0:  {-7, -6},
	wQueenSquare + 4*2 + 1:  {-6, -2},
	wQueenSquare + 4*2 + 2:  {3, 5},
	wQueenSquare + 4*2 + 3:  {7, 6},
	wQueenSquare + 4*3 + 0:  {3, 0},
	wQueenSquare + 4*3 + 1:  {0, 2},
	wQueenSquare + 4*3 + 2:  {2, 7},
	wQueenSquare + 4*3 + 3:  {6, 9},
	wQueenSquare + 4*4 + 0:  {-3, 2},
	wQueenSquare + 4*4 + 1:  {-1, 6},
	wQueenSquare + 4*4 + 2:  {-1, 12},
	wQueenSquare + 4*4 + 3:  {2, 14},
	wQueenSquare + 4*5 + 0:  {0, 2},
	wQueenSquare + 4*5 + 1:  {2, 6},
	wQueenSquare + 4*5 + 2:  {4, 10},
	wQueenSquare + 4*5 + 3:  {4, 14},
	wQueenSquare + 4*6 + 0:  {-2, -2},
	wQueenSquare + 4*6 + 1:  {0, 2},
	wQueenSquare + 4*6 + 2:  {3, 8},
	wQueenSquare + 4*6 + 3:  {4, 10},
	wQueenSquare + 4*7 + 0:  {-6, -6},
	wQueenSquare + 4*7 + 1:  {-1, 0},
	wQueenSquare + 4*7 + 2:  {0, 2},
	wQueenSquare + 4*7 + 3:  {2, 6},
	wQueenSquare + 4*8 + 0:  {-8, -9},
	wQueenSquare + 4*8 + 1:  {-6, -6},
	wQueenSquare + 4*8 + 2:  {-2, -2},
	wQueenSquare + 4*8 + 3:  {2, 4},
	wQueenSquare + 4*9 + 0:  {-8, -14},
	wQueenSquare + 4*9 + 1:  {-6, -10},
	wQueenSquare + 4*9 + 2:  {-3, -4},
	wQueenSquare + 4*9 + 3:  {-2, -2},
	wKingSquare + 4*0 + 0:   {26, -31},
	wKingSquare + 4*0 + 1:   {32, -22},
	wKingSquare + 4*0 + 2:   {9, -16},
	wKingSquare + 4*0 + 3:   {2, -10},
	wKingSquare + 4*1 + 0:   {-11, -22},
	wKingSquare + 4*1 + 1:   {-11, -6},
	wKingSquare + 4*1 + 2:   {-22, 2},
	wKingSquare + 4*1 + 3:   {-26, 2},
	wKingSquare + 4*2 + 0:   {-50, -15},
	wKingSquare + 4*2 + 1:   {-51, -7},
	wKingSquare + 4*2 + 2:   {-52, 3},
	wKingSquare + 4*2 + 3:   {-50, 10},
	wKingSquare + 4*3 + 0:   {-75, -6},
	wKingSquare + 4*3 + 1:   {-75, 3},
	wKingSquare + 4*3 + 2:   {-75, 8},
	wKingSquare + 4*3 + 3:   {-76, 11},
	wKingSquare + 4*4 + 0:   {-100, -1},
	wKingSquare + 4*4 + 1:   {-100, 10},
	wKingSquare + 4*4 + 2:   {-100, 16},
	wKingSquare + 4*4 + 3:   {-101, 24},
	wKingSquare + 4*5 + 0:   {-100, 1},
	wKingSquare + 4*5 + 1:   {-100, 9},
	wKingSquare + 4*5 + 2:   {-100, 17},
	wKingSquare + 4*5 + 3:   {-100, 23},
	wKingSquare + 4*6 + 0:   {-100, -6},
	wKingSquare + 4*6 + 1:   {-100, 2},
	wKingSquare + 4*6 + 2:   {-100, 12},
	wKingSquare + 4*6 + 3:   {-100, 19},
	wKingSquare + 4*7 + 0:   {-100, -14},
	wKingSquare + 4*7 + 1:   {-100, -4},
	wKingSquare + 4*7 + 2:   {-100, 4},
	wKingSquare + 4*7 + 3:   {-100, 12},
	wKingSquare + 4*8 + 0:   {-100, -22},
	wKingSquare + 4*8 + 1:   {-100, -14},
	wKingSquare + 4*8 + 2:   {-100, -6},
	wKingSquare + 4*8 + 3:   {-100, 2},
	wKingSquare + 4*9 + 0:   {-100, -30},
	wKingSquare + 4*9 + 1:   {-100, -22},
	wKingSquare + 4*9 + 2:   {-100, -14},
	wKingSquare + 4*9 + 3:   {-100, -6},
}
