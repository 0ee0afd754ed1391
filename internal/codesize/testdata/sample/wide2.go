package sample

func (w *wide) m30() {}
func (w *wide) m31() {}
func (w *wide) m32() {}
func (w *wide) m33() {}
func (w *wide) m34() {}
func (w *wide) m35() {}
func (w *wide) m36() {}
func (w *wide) m37() {}
func (w *wide) m38() {}
func (w *wide) m39() {}
func (w *wide) m40() {}

// box has a type parameter.
type box[T any] struct{ v T }

func (b *box[T]) get() T { return b.v }
