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
	wMaterial:               {57, 75},
	wMaterial + 1:           {329, 291},
	wMaterial + 2:           {349, 325},
	wMaterial + 3:           {497, 562},
	wMaterial + 4:           {992, 1022},
	wMobility:               {3, 1},
	wMobility + 1:           {1, 2},
	wMobility + 2:           {0, 3},
	wMobility + 3:           {0, 9},
	wPassed:                 {0, 0},
	wPassed + 1:             {-3, 4},
	wPassed + 2:             {-1, 3},
	wPassed + 3:             {4, 16},
	wPassed + 4:             {2, 16},
	wPassed + 5:             {14, 26},
	wPassed + 6:             {28, 55},
	wPassed + 7:             {43, 92},
	wPassed + 8:             {67, 134},
	wPassed + 9:             {0, 0},
	wPassedFree:             {-8, 9},
	wPassedEnemyKing:        {0, 8},
	wPassedOwnKing:          {0, -6},
	wGuarded:                {10, 14},
	wGuardedRank:            {2, -4},
	wBeside:                 {3, -5},
	wBesideRank:             {3, 1},
	wIsolated:               {-9, -12},
	wDoubled:                {-10, -6},
	wBishopPair:             {31, 49},
	wAttackUnits:            {9, 0},
	wAttackUnits + 1:        {6, 0},
	wAttackUnits + 2:        {8, 0},
	wAttackUnits + 3:        {7, 0},
	wDanger:                 {2, 0},
	wThreatByPawn:           {38, 31},
	wThreatByMinor:          {29, 25},
	wThreatByRook:           {29, 20},
	wHangingPiece:           {13, 13},
	wHangingPawn:            {-1, 35},
	wRookOpen:               {26, -1},
	wRookHalfOpen:           {10, 16},
	wKingShield:             {-11, 0},
	wPawnSquare + 4*0 + 0:   {0, 0},
	wPawnSquare + 4*0 + 1:   {0, 0},
	wPawnSquare + 4*0 + 2:   {0, 0},
	wPawnSquare + 4*0 + 3:   {0, 0},
	wPawnSquare + 4*1 + 0:   {-4, 10},
	wPawnSquare + 4*1 + 1:   {11, 8},
	wPawnSquare + 4*1 + 2:   {11, 25},
	wPawnSquare + 4*1 + 3:   {7, 10},
	wPawnSquare + 4*2 + 0:   {1, 4},
	wPawnSquare + 4*2 + 1:   {3, 1},
	wPawnSquare + 4*2 + 2:   {-1, 12},
	wPawnSquare + 4*2 + 3:   {-2, 20},
	wPawnSquare + 4*3 + 0:   {0, 10},
	wPawnSquare + 4*3 + 1:   {-3, 11},
	wPawnSquare + 4*3 + 2:   {12, -2},
	wPawnSquare + 4*3 + 3:   {18, 2},
	wPawnSquare + 4*4 + 0:   {5, 18},
	wPawnSquare + 4*4 + 1:   {0, 12},
	wPawnSquare + 4*4 + 2:   {17, 4},
	wPawnSquare + 4*4 + 3:   {20, 9},
	wPawnSquare + 4*5 + 0:   {4, 21},
	wPawnSquare + 4*5 + 1:   {12, 15},
	wPawnSquare + 4*5 + 2:   {22, 14},
	wPawnSquare + 4*5 + 3:   {19, 10},
	wPawnSquare + 4*6 + 0:   {13, 24},
	wPawnSquare + 4*6 + 1:   {16, 33},
	wPawnSquare + 4*6 + 2:   {34, 26},
	wPawnSquare + 4*6 + 3:   {19, 22},
	wPawnSquare + 4*7 + 0:   {16, 38},
	wPawnSquare + 4*7 + 1:   {18, 37},
	wPawnSquare + 4*7 + 2:   {33, 36},
	wPawnSquare + 4*7 + 3:   {32, 35},
	wPawnSquare + 4*8 + 0:   {22, 41},
	wPawnSquare + 4*8 + 1:   {23, 44},
	wPawnSquare + 4*8 + 2:   {36, 41},
	wPawnSquare + 4*8 + 3:   {36, 43},
	wPawnSquare + 4*9 + 0:   {24, 48},
	wPawnSquare + 4*9 + 1:   {24, 48},
	wPawnSquare + 4*9 + 2:   {39, 48},
	wPawnSquare + 4*9 + 3:   {39, 48},
	wKnightSquare + 4*0 + 0: {-25, -20},
	wKnightSquare + 4*0 + 1: {-13, -14},
	wKnightSquare + 4*0 + 2: {-16, -12},
	wKnightSquare + 4*0 + 3: {-9, -7},
	wKnightSquare + 4*1 + 0: {-19, -17},
	wKnightSquare + 4*1 + 1: {-17, -11},
	wKnightSquare + 4*1 + 2: {2, -2},
	wKnightSquare + 4*1 + 3: {-2, 1},
	wKnightSquare + 4*2 + 0: {-5, -9},
	wKnightSquare + 4*2 + 1: {0, -4},
	wKnightSquare + 4*2 + 2: {-9, -8},
	wKnightSquare + 4*2 + 3: {9, 4},
	wKnightSquare + 4*3 + 0: {-4, -5},
	wKnightSquare + 4*3 + 1: {-3, -1},
	wKnightSquare + 4*3 + 2: {6, 11},
	wKnightSquare + 4*3 + 3: {8, 11},
	wKnightSquare + 4*4 + 0: {0, 0},
	wKnightSquare + 4*4 + 1: {1, 1},
	wKnightSquare + 4*4 + 2: {10, 13},
	wKnightSquare + 4*4 + 3: {3, 12},
	wKnightSquare + 4*5 + 0: {-5, -2},
	wKnightSquare + 4*5 + 1: {5, 5},
	wKnightSquare + 4*5 + 2: {19, 7},
	wKnightSquare + 4*5 + 3: {22, 15},
	wKnightSquare + 4*6 + 0: {-7, -6},
	wKnightSquare + 4*6 + 1: {0, 0},
	wKnightSquare + 4*6 + 2: {4, 3},
	wKnightSquare + 4*6 + 3: {15, 13},
	wKnightSquare + 4*7 + 0: {-13, -10},
	wKnightSquare + 4*7 + 1: {-6, -4},
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
	wBishopSquare + 4*0 + 0: {-11, -12},
	wBishopSquare + 4*0 + 1: {-9, -7},
	wBishopSquare + 4*0 + 2: {-4, -3},
	wBishopSquare + 4*0 + 3: {-3, -1},
	wBishopSquare + 4*1 + 0: {-9, -11},
	wBishopSquare + 4*1 + 1: {9, -4},
	wBishopSquare + 4*1 + 2: {1, -2},
	wBishopSquare + 4*1 + 3: {7, -5},
	wBishopSquare + 4*2 + 0: {-1, 0},
	wBishopSquare + 4*2 + 1: {6, 3},
	wBishopSquare + 4*2 + 2: {9, 4},
	wBishopSquare + 4*2 + 3: {9, 4},
	wBishopSquare + 4*3 + 0: {-6, 0},
	wBishopSquare + 4*3 + 1: {-1, 0},
	wBishopSquare + 4*3 + 2: {6, 1},
	wBishopSquare + 4*3 + 3: {7, 6},
	wBishopSquare + 4*4 + 0: {-2, 2},
	wBishopSquare + 4*4 + 1: {0, 8},
	wBishopSquare + 4*4 + 2: {5, 8},
	wBishopSquare + 4*4 + 3: {11, 12},
	wBishopSquare + 4*5 + 0: {-1, 4},
	wBishopSquare + 4*5 + 1: {4, 7},
	wBishopSquare + 4*5 + 2: {7, 7},
	wBishopSquare + 4*5 + 3: {14, 10},
	wBishopSquare + 4*6 + 0: {-1, 2},
	wBishopSquare + 4*6 + 1: {3, 2},
	wBishopSquare + 4*6 + 2: {9, 5},
	wBishopSquare + 4*6 + 3: {9, 10},
	wBishopSquare + 4*7 + 0: {-2, -4},
	wBishopSquare + 4*7 + 1: {-1, -1},
	wBishopSquare + 4*7 + 2: {1, 1},
	wBishopSquare + 4*7 + 3: {5, 4},
	wBishopSquare + 4*8 + 0: {-8, -8},
	wBishopSquare + 4*8 + 1: {-4, -5},
	wBishopSquare + 4*8 + 2: {-1, -1},
	wBishopSquare + 4*8 + 3: {2, 2},
	wBishopSquare + 4*9 + 0: {-10, -10},
	wBishopSquare + 4*9 + 1: {-7, -7},
	wBishopSquare + 4*9 + 2: {-4, -4},
	wBishopSquare + 4*9 + 3: {-1, 0},
	wRookSquare + 4*0 + 0:   {4, 4},
	wRookSquare + 4*0 + 1:   {7, 0},
	wRookSquare + 4*0 + 2:   {3, 4},
	wRookSquare + 4*0 + 3:   {9, -6},
	wRookSquare + 4*1 + 0:   {-2, -1},
	wRookSquare + 4*1 + 1:   {-6, -3},
	wRookSquare + 4*1 + 2:   {-4, -4},
	wRookSquare + 4*1 + 3:   {-2, -5},
	wRookSquare + 4*2 + 0:   {6, -1},
	wRookSquare + 4*2 + 1:   {0, -2},
	wRookSquare + 4*2 + 2:   {-1, -2},
	wRookSquare + 4*2 + 3:   {-3, 0},
	wRookSquare + 4*3 + 0:   {5, 3},
	wRookSquare + 4*3 + 1:   {-3, 1},
	wRookSquare + 4*3 + 2:   {8, 2},
	wRookSquare + 4*3 + 3:   {2, -2},
	wRookSquare + 4*4 + 0:   {-1, 0},
	wRookSquare + 4*4 + 1:   {0, 0},
	wRookSquare + 4*4 + 2:   {4, -3},
	wRookSquare + 4*4 + 3:   {3, -2},
	wRookSquare + 4*5 + 0:   {3, 1},
	wRookSquare + 4*5 + 1:   {0, 0},
	wRookSquare + 4*5 + 2:   {6, 3},
	wRookSquare + 4*5 + 3:   {4, -3},
	wRookSquare + 4*6 + 0:   {3, 3},
	wRookSquare + 4*6 + 1:   {0, 1},
	wRookSquare + 4*6 + 2:   {8, 2},
	wRookSquare + 4*6 + 3:   {4, 1},
	wRookSquare + 4*7 + 0:   {3, 7},
	wRookSquare + 4*7 + 1:   {2, 4},
	wRookSquare + 4*7 + 2:   {8, 5},
	wRookSquare + 4*7 + 3:   {6, 1},
	wRookSquare + 4*8 + 0:   {19, 12},
	wRookSquare + 4*8 + 1:   {21, 15},
	wRookSquare + 4*8 + 2:   {27, 16},
	wRookSquare + 4*8 + 3:   {23, 15},
	wRookSquare + 4*9 + 0:   {1, 3},
	wRookSquare + 4*9 + 1:   {1, 6},
	wRookSquare + 4*9 + 2:   {5, 3},
	wRookSquare + 4*9 + 3:   {4, -1},
	wQueenSquare + 4*0 + 0:  {-7, -14},
	wQueenSquare + 4*0 + 1:  {-4, -10},
	wQueenSquare + 4*0 + 2:  {-3, -6},
	wQueenSquare + 4*0 + 3:  {-2, -2},
	wQueenSquare + 4*1 + 0:  {-4, -9},
	wQueenSquare + 4*1 + 1:  {0, -6},
	wQueenSquare + 4*1 + 2:  {-7, -2},
	wQueenSquare + 4*1 + 3:  {10, -1},
	wQueenSquare + 4*2 + 0:  {-9, -6},
	wQueenSquare + 4*2 + 1:  {-3, -2},
	wQueenSquare + 4*2 + 2:  {8, 5},
	wQueenSquare + 4*2 + 3:  {12, 5},
	wQueenSquare + 4*3 + 0:  {6, 1},
	wQueenSquare + 4*3 + 1:  {1, 3},
	wQueenSquare + 4*3 + 2:  {1, 7},
	wQueenSquare + 4*3 + 3:  {3, 9},
	wQueenSquare + 4*4 + 0:  {-4, 2},
	wQueenSquare + 4*4 + 1:  {-1, 6},
	wQueenSquare + 4*4 + 2:  {-2, 12},
	wQueenSquare + 4*4 + 3:  {-1, 13},
	wQueenSquare + 4*5 + 0:  {-2, 2},
	wQueenSquare + 4*5 + 1:  {1, 6},
	wQueenSquare + 4*5 + 2:  {3, 10},
	wQueenSquare + 4*5 + 3:  {4, 14},
	wQueenSquare + 4*6 + 0:  {-3, -2},
	wQueenSquare + 4*6 + 1:  {0, 2},
	wQueenSquare + 4*6 + 2:  {3, 9},
	wQueenSquare + 4*6 + 3:  {5, 10},
	wQueenSquare + 4*7 + 0:  {-4, -5},
	wQueenSquare + 4*7 + 1:  {-1, 1},
	wQueenSquare + 4*7 + 2:  {0, 2},
	wQueenSquare + 4*7 + 3:  {2, 6},
	wQueenSquare + 4*8 + 0:  {-8, -9},
	wQueenSquare + 4*8 + 1:  {-5, -5},
	wQueenSquare + 4*8 + 2:  {-2, -2},
	wQueenSquare + 4*8 + 3:  {2, 4},
	wQueenSquare + 4*9 + 0:  {-8, -14},
	wQueenSquare + 4*9 + 1:  {-6, -10},
	wQueenSquare + 4*9 + 2:  {-3, -4},
	wQueenSquare + 4*9 + 3:  {-2, -2},
	wKingSquare + 4*0 + 0:   {18, -34},
	wKingSquare + 4*0 + 1:   {28, -22},
	wKingSquare + 4*0 + 2:   {8, -19},
	wKingSquare + 4*0 + 3:   {-2, -10},
	wKingSquare + 4*1 + 0:   {-7, -20},
	wKingSquare + 4*1 + 1:   {-3, -6},
	wKingSquare + 4*1 + 2:   {-23, 2},
	wKingSquare + 4*1 + 3:   {-24, 0},
	wKingSquare + 4*2 + 0:   {-50, -13},
	wKingSquare + 4*2 + 1:   {-50, -5},
	wKingSquare + 4*2 + 2:   {-50, 7},
	wKingSquare + 4*2 + 3:   {-50, 7},
	wKingSquare + 4*3 + 0:   {-75, -6},
	wKingSquare + 4*3 + 1:   {-75, 4},
	wKingSquare + 4*3 + 2:   {-75, 7},
	wKingSquare + 4*3 + 3:   {-76, 10},
	wKingSquare + 4*4 + 0:   {-100, -1},
	wKingSquare + 4*4 + 1:   {-100, 10},
	wKingSquare + 4*4 + 2:   {-100, 15},
	wKingSquare + 4*4 + 3:   {-101, 23},
	wKingSquare + 4*5 + 0:   {-100, 1},
	wKingSquare + 4*5 + 1:   {-100, 11},
	wKingSquare + 4*5 + 2:   {-100, 18},
	wKingSquare + 4*5 + 3:   {-100, 23},
	wKingSquare + 4*6 + 0:   {-100, -6},
	wKingSquare + 4*6 + 1:   {-100, 2},
	wKingSquare + 4*6 + 2:   {-100, 12},
	wKingSquare + 4*6 + 3:   {-100, 18},
	wKingSquare + 4*7 + 0:   {-100, -13},
	wKingSquare + 4*7 + 1:   {-100, -3},
	wKingSquare + 4*7 + 2:   {-99, 5},
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
