package sample

// narrow has two methods, in a file of 43 lines.
type narrow struct{}

func (narrow) a() {}

func (*narrow) b() {}

// filler 1
// filler 2
// filler 3
// filler 4
// filler 5
// filler 6
// filler 7
// filler 8
// filler 9
// filler 10
// filler 11
// filler 12
// filler 13
// filler 14
// filler 15
// filler 16
// filler 17
// filler 18
// filler 19
// filler 20
// filler 21
// filler 22
// filler 23
// filler 24
// filler 25
// filler 26
// filler 27
// filler 28
// filler 29
// filler 30
// filler 31
// filler 32
// filler 33
// filler 34
