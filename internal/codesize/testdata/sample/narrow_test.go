package sample

func (narrow) test() {}
