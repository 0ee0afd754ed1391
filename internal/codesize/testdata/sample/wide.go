// Package sample is the guard's own test case: its methods and lines are counted.
package sample

// wide has 41 methods, over the limit, over two files.
type wide struct{}

func (wide) m0()  {}
func (wide) m1()  {}
func (wide) m2()  {}
func (wide) m3()  {}
func (wide) m4()  {}
func (wide) m5()  {}
func (wide) m6()  {}
func (wide) m7()  {}
func (wide) m8()  {}
func (wide) m9()  {}
func (wide) m10() {}
func (wide) m11() {}
func (wide) m12() {}
func (wide) m13() {}
func (wide) m14() {}
func (wide) m15() {}
func (wide) m16() {}
func (wide) m17() {}
func (wide) m18() {}
func (wide) m19() {}
func (wide) m20() {}
func (wide) m21() {}
func (wide) m22() {}
func (wide) m23() {}
func (wide) m24() {}
func (wide) m25() {}
func (wide) m26() {}
func (wide) m27() {}
func (wide) m28() {}
func (wide) m29() {}
