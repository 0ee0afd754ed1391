package wasmpack

import (
	"bytes"
	"fmt"
)

// magic is a WebAssembly binary's header: "\0asm" and version 1.
var magic = []byte{0, 'a', 's', 'm', 1, 0, 0, 0}

// module is a WebAssembly binary as its sections, in order.
type module struct {
	sections []*section
}

// section is one section of a module, its body as the binary holds it.
type section struct {
	id   byte
	body []byte
}

// parse splits a binary into its sections.
func parse(b []byte) (*module, error) {
	if !bytes.HasPrefix(b, magic) {
		return nil, fmt.Errorf("%w: no WebAssembly header", ErrMalformed)
	}
	m := &module{}
	r := reader{b: b, at: len(magic)}
	for r.at < len(b) && r.err == nil {
		id := r.byte()
		size := r.uleb()
		if r.err == nil && size > uint64(len(b)-r.at) {
			return nil, fmt.Errorf("%w: section %d runs past the end", ErrMalformed, id)
		}
		if r.err != nil {
			break
		}
		if id > secDataCount {
			return nil, fmt.Errorf("%w: unknown section %d", ErrMalformed, id)
		}
		if id != secCustom && m.section(id) != nil {
			return nil, fmt.Errorf("%w: two sections %d", ErrMalformed, id)
		}
		m.sections = append(m.sections, &section{id: id, body: b[r.at : r.at+int(size)]})
		r.at += int(size)
	}
	return m, r.err
}

// encode writes the module as a binary.
func (m *module) encode() []byte {
	out := bytes.Clone(magic)
	for _, s := range m.sections {
		out = append(out, s.id)
		out = appendUleb(out, uint64(len(s.body)))
		out = append(out, s.body...)
	}
	return out
}

// section returns the module's section of that id, or nil; custom sections
// are not looked up this way.
func (m *module) section(id byte) *section {
	for _, s := range m.sections {
		if s.id == id && id != secCustom {
			return s
		}
	}
	return nil
}

// replace sets the body of the section of that id, if the module has one.
func (m *module) replace(id byte, body []byte) {
	if s := m.section(id); s != nil {
		s.body = body
	}
}

// rank is the place of a known section in a binary: in the order of their
// ids, but the data count section, which comes before the code.
func rank(id byte) int {
	if id == secDataCount {
		return secCode*2 - 1
	}
	return int(id) * 2
}

// insert adds a section the module lacks, in its place among the others.
func (m *module) insert(s *section) {
	at := 0
	for i, t := range m.sections {
		if t.id != secCustom && rank(t.id) < rank(s.id) {
			at = i + 1
		}
	}
	m.sections = append(m.sections[:at], append([]*section{s}, m.sections[at:]...)...)
}

// reader reads the binary format's numbers from b, from at on. The first
// error sticks: later reads return zero.
type reader struct {
	b   []byte
	at  int
	err error
}

func (r *reader) fail() {
	if r.err == nil {
		r.err = fmt.Errorf("%w: it ends too soon", ErrMalformed)
	}
}

func (r *reader) byte() byte {
	if r.err != nil || r.at >= len(r.b) {
		r.fail()
		return 0
	}
	c := r.b[r.at]
	r.at++
	return c
}

func (r *reader) skip(n int) {
	if r.err != nil || n < 0 || n > len(r.b)-r.at {
		r.fail()
		return
	}
	r.at += n
}

// leb reads a LEB128 number of up to 64 bits, and how many bits it holds.
func (r *reader) leb() (v uint64, bits int) {
	for bits = 0; bits < 64; {
		c := r.byte()
		v |= uint64(c&0x7f) << bits
		bits += 7
		if c&0x80 == 0 {
			return v, bits
		}
	}
	if r.err == nil {
		r.err = fmt.Errorf("%w: a number is too long", ErrMalformed)
	}
	return 0, 0
}

// uleb reads an unsigned LEB128 number.
func (r *reader) uleb() uint64 {
	v, _ := r.leb()
	return v
}

// sleb reads a signed LEB128 number: its last byte's top bit is the sign.
func (r *reader) sleb() int64 {
	v, bits := r.leb()
	if bits > 0 && bits < 64 && v>>(bits-1)&1 != 0 {
		v |= ^uint64(0) << bits
	}
	return int64(v)
}

// limits reads a table's or memory's limits: flags, the least and maybe the
// most.
func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.uleb()
	}
	r.uleb()
}

func appendUleb(b []byte, v uint64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

func appendSleb(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if (v == 0 && c&0x40 == 0) || (v == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
