package bot

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
	wPawnAdvance
	wPawnCentre   // mg: per rank, off the edge files
	wKnightCentre // per step from the corner
	wKnightCorner // in the corner
	wBishopCentre // per step from the corner
	wBishopCorner // in the corner
	wQueenCentre  // per step from the corner
	wQueenCorner  // in the corner
	wKingBack     // + file from the edge, 0 to 3 (mg)
	_
	_
	_
	wKingRank    // mg: per rank off the back one
	wKingCentre  // eg: per step from the corner
	wKingCorner  // eg: in the corner
	wRookSeventh // on the enemy's pawn rank
	wRookCentre  // off the edge files
	wMobility    // + kind: knight to queen, per square
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
	wAttackUnits // + kind: knight to queen (mg)
	_
	_
	_
	wDanger        // mg: per attack unit squared
	wThreatByPawn  // a piece attacked by a pawn
	wThreatByMinor // a rook or queen attacked by a knight or bishop
	wThreatByRook  // a queen attacked by a rook
	wHangingPiece  // a piece attacked and not defended
	wHangingPawn
	wRookOpen     // on a file without pawns
	wRookHalfOpen // on a file without its own pawns
	wKingShield   // mg: per pawn missing in front of the king
	numWeights
)

// weights are what the evaluation weighs its terms by, in hundredths of a pawn,
// fitted to games' results by tools/tune, which rewrites them here in index
// order (`make tune`).
var weights = [numWeights]score{
	wTempo:           {12, 0},
	wMaterial:        {100, 120},
	wMaterial + 1:    {325, 300},
	wMaterial + 2:    {335, 320},
	wMaterial + 3:    {500, 550},
	wMaterial + 4:    {975, 1000},
	wPawnAdvance:     {3, 6},
	wPawnCentre:      {3, 0},
	wKnightCentre:    {6, 5},
	wKnightCorner:    {-25, -20},
	wBishopCentre:    {3, 3},
	wBishopCorner:    {-10, -10},
	wQueenCentre:     {2, 4},
	wQueenCorner:     {-8, -14},
	wKingBack:        {30, 0},
	wKingBack + 1:    {40, 0},
	wKingBack + 2:    {20, 0},
	wKingBack + 3:    {0, 0},
	wKingRank:        {-25, 0},
	wKingCentre:      {0, 8},
	wKingCorner:      {0, -30},
	wRookSeventh:     {20, 15},
	wRookCentre:      {5, 0},
	wMobility:        {6, 5},
	wMobility + 1:    {6, 6},
	wMobility + 2:    {3, 6},
	wMobility + 3:    {2, 4},
	wPassed:          {0, 0},
	wPassed + 1:      {0, 0},
	wPassed + 2:      {5, 10},
	wPassed + 3:      {8, 15},
	wPassed + 4:      {12, 25},
	wPassed + 5:      {20, 40},
	wPassed + 6:      {30, 60},
	wPassed + 7:      {45, 90},
	wPassed + 8:      {65, 130},
	wPassed + 9:      {0, 0},
	wPassedFree:      {3, 8},
	wPassedEnemyKing: {0, 5},
	wPassedOwnKing:   {0, -2},
	wGuarded:         {4, 3},
	wGuardedRank:     {2, 2},
	wBeside:          {2, 2},
	wBesideRank:      {1, 1},
	wIsolated:        {-10, -15},
	wDoubled:         {-10, -20},
	wBishopPair:      {30, 50},
	wAttackUnits:     {2, 0},
	wAttackUnits + 1: {2, 0},
	wAttackUnits + 2: {3, 0},
	wAttackUnits + 3: {5, 0},
	wDanger:          {2, 0},
	wThreatByPawn:    {55, 35},
	wThreatByMinor:   {30, 25},
	wThreatByRook:    {30, 20},
	wHangingPiece:    {35, 20},
	wHangingPawn:     {8, 14},
	wRookOpen:        {25, 10},
	wRookHalfOpen:    {12, 6},
	wKingShield:      {-15, 0},
}
