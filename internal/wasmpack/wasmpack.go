// Package wasmpack rewrites the data of a WebAssembly module built by Go for
// js/wasm so that it downloads smaller and instantiates sooner, while the
// memory the program starts with stays the same byte for byte.
//
// Go's linker writes the data as one segment per run of non-zero bytes, and
// most of those runs are the few bytes of one bucket of the runtime's
// function lookup table (findfunctab): in the wasm port every function spans
// 1<<16 program counters, so the table holds 16 buckets of 20 bytes for each
// function, each a counter that goes up by one every 16 buckets followed by
// zeros. In the app that is some 40,000 segments of a few bytes, 400 KB of
// the module (docs/size.md). Pack writes that table with a start function, a
// loop of a dozen instructions that the module runs as it is instantiated,
// before any of the program, and writes the rest of the data anew, one
// segment per stretch of non-zero bytes with no more than maxGap zero bytes
// inside. It then checks that the new module starts with the same memory.
package wasmpack

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
)

// The layout of the function lookup table in Go's wasm port: 16 buckets of
// 20 bytes a function, each a 4-byte counter and 16 zero bytes.
const (
	bucketSize    = 20
	bucketsPerRun = 16
	// minBuckets is the smallest table worth a start function: an empty
	// program's has some 20,000 buckets.
	minBuckets = 1024
)

// maxGap is the longest run of zero bytes that a data segment holds rather
// than end there: a segment's header costs about as much raw as 8 zero bytes,
// and far more than 64 of them once compressed.
const maxGap = 64

// Result says what Pack did.
type Result struct {
	// Buckets is the number of the table's buckets that the start function
	// writes from the address TableAt, 0 when the module holds no such table.
	Buckets, TableAt int
	// SegmentsBefore and SegmentsAfter count the data segments.
	SegmentsBefore, SegmentsAfter int
}

// Section ids of the WebAssembly binary format.
const (
	secCustom    = 0
	secType      = 1
	secImport    = 2
	secFunction  = 3
	secStart     = 8
	secCode      = 10
	secData      = 11
	secDataCount = 12
)

// ErrMalformed is wrapped by the errors about modules that Pack cannot read.
var ErrMalformed = errors.New("malformed wasm module")

// ErrNoTable is Pack's error for a Go program whose function lookup table it
// cannot find: most likely a Go release laid the table out anew, and packing
// without it would publish the module some 50 KiB larger (docs/size.md).
var ErrNoTable = errors.New("no function lookup table found in this Go program: the runtime's layout may have changed (internal/wasmpack)")

// Pack returns the module with its data rewritten as the package doc says.
// It fails on a module it cannot read, or whose data is not all active
// segments of memory 0 at constant addresses, as Go writes them.
func Pack(module []byte) ([]byte, Result, error) {
	m, err := parse(module)
	if err != nil {
		return nil, Result{}, err
	}
	image, segments, err := m.dataImage()
	if err != nil {
		return nil, Result{}, err
	}
	res := Result{SegmentsBefore: segments}

	table := findTable(image)
	if m.section(secStart) != nil {
		table = span{} // the module runs code of its own first
	}
	res.Buckets, res.TableAt = table.buckets(), table.start
	if res.Buckets == 0 {
		goProgram, err := m.importsFrom("gojs")
		switch {
		case err != nil:
			return nil, Result{}, err
		case goProgram:
			return nil, Result{}, ErrNoTable
		}
	}
	rest := image
	if res.Buckets > 0 {
		rest = bytes.Clone(image)
		clear(rest[table.start:table.end])
		if err := m.addStart(table); err != nil {
			return nil, Result{}, err
		}
	}
	data, n := encodeData(rest)
	res.SegmentsAfter = n
	m.replace(secData, data)
	if dc := m.section(secDataCount); dc != nil {
		dc.body = appendUleb(nil, uint64(n))
	}
	out := m.encode()

	// The new module must start with the same memory, or it is not shipped.
	check, err := parse(out)
	if err != nil {
		return nil, Result{}, fmt.Errorf("wasmpack: the packed module does not read back: %w", err)
	}
	after, _, err := check.dataImage()
	if err != nil {
		return nil, Result{}, fmt.Errorf("wasmpack: the packed module's data does not read back: %w", err)
	}
	if res.Buckets > 0 {
		after = grow(after, table.end)
		writeTable(after, table)
	}
	if !bytes.Equal(trimZeros(after), trimZeros(image)) {
		return nil, Result{}, errors.New("wasmpack: the packed module would start with other memory")
	}
	return out, res, nil
}

// span is the table's place in memory, [start, end), a whole number of
// buckets from the first.
type span struct{ start, end int }

func (s span) buckets() int { return (s.end - s.start) / bucketSize }

// findTable returns the longest run of buckets in image that counts up from
// 0 as the function lookup table does, or an empty span when there is none
// of at least minBuckets.
func findTable(image []byte) span {
	var best span
	// The table starts with 16 buckets of zeros, then a bucket that says 1.
	lead := bucketsPerRun * bucketSize
	for a := lead; a+bucketSize <= len(image); a += 4 {
		if word(image, a) != 1 || !zero(image[a-lead:a]) || !zero(image[a+4:a+bucketSize]) {
			continue
		}
		start := a - lead
		end := start
		for e := 0; end+bucketSize <= len(image); e++ {
			if word(image, end) != uint32(e/bucketsPerRun) || !zero(image[end+4:end+bucketSize]) {
				break
			}
			end += bucketSize
		}
		if end-start > best.end-best.start {
			best = span{start, end}
		}
		a = end - 4 // the next table cannot start inside this one
	}
	if best.buckets() < minBuckets {
		return span{}
	}
	return best
}

// writeTable writes the buckets of the table at s into image, as the start
// function does.
func writeTable(image []byte, s span) {
	for e := 0; e < s.buckets(); e++ {
		binary.LittleEndian.PutUint32(image[s.start+e*bucketSize:], uint32(e/bucketsPerRun))
	}
}

func word(b []byte, at int) uint32 { return binary.LittleEndian.Uint32(b[at:]) }

func zero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

func grow(b []byte, n int) []byte {
	if len(b) >= n {
		return b
	}
	return append(b, make([]byte, n-len(b))...)
}

func trimZeros(b []byte) []byte { return bytes.TrimRight(b, "\x00") }

// encodeData writes image as a data section: one active segment per stretch
// of non-zero bytes holding no more than maxGap zeros in a row. It returns
// the section's body and the number of segments.
func encodeData(image []byte) ([]byte, int) {
	type segment struct{ start, end int }
	var segs []segment
	for i := 0; i < len(image); {
		if image[i] == 0 {
			i++
			continue
		}
		s := segment{i, i}
		for zeros := 0; i < len(image) && zeros <= maxGap; i++ {
			if image[i] != 0 {
				zeros, s.end = 0, i+1
			} else {
				zeros++
			}
		}
		segs = append(segs, s)
		i = s.end
	}
	body := appendUleb(nil, uint64(len(segs)))
	for _, s := range segs {
		body = append(body, 0x00, opI32Const) // active, memory 0
		body = appendSleb(body, int64(s.start))
		body = append(body, opEnd)
		body = appendUleb(body, uint64(s.end-s.start))
		body = append(body, image[s.start:s.end]...)
	}
	return body, len(segs)
}

// Opcodes and types that Pack reads and writes.
const (
	opLoop     = 0x03
	opEnd      = 0x0b
	opBrIf     = 0x0d
	opLocalGet = 0x20
	opLocalTee = 0x22
	opI32Store = 0x36
	opI32Const = 0x41
	opI32LtU   = 0x49
	opI32Add   = 0x6a
	opI32Mul   = 0x6c
	opI32ShrU  = 0x76
	typeI32    = 0x7f
	typeFunc   = 0x60
	blockVoid  = 0x40
)

// startBody is the code of the start function that writes the table at s:
//
//	loop
//	  i32.store offset=s.start (e*20, e>>4)
//	  e++
//	  br_if (e < buckets) 0
//	end
func startBody(s span) []byte {
	code := []byte{1, 1, typeI32} // one local, e
	code = append(code, opLoop, blockVoid,
		opLocalGet, 0, opI32Const, bucketSize, opI32Mul,
		opLocalGet, 0, opI32Const, 4, opI32ShrU,
		opI32Store, 2) // align 4
	code = appendUleb(code, uint64(s.start))
	code = append(code, opLocalGet, 0, opI32Const, 1, opI32Add, opLocalTee, 0, opI32Const)
	code = appendSleb(code, int64(s.buckets()))
	code = append(code, opI32LtU, opBrIf, 0, opEnd, opEnd)
	return code
}

// addStart adds the start function that writes the table at s.
func (m *module) addStart(s span) error {
	typeIdx, err := m.voidType()
	if err != nil {
		return err
	}
	imported, err := m.importedFuncs()
	if err != nil {
		return err
	}
	funcs := m.section(secFunction)
	code := m.section(secCode)
	if funcs == nil || code == nil {
		return fmt.Errorf("%w: no functions", ErrMalformed)
	}
	n, err := appendToVector(funcs, appendUleb(nil, uint64(typeIdx)))
	if err != nil {
		return err
	}
	body := startBody(s)
	if _, err := appendToVector(code, append(appendUleb(nil, uint64(len(body))), body...)); err != nil {
		return err
	}
	m.insert(&section{id: secStart, body: appendUleb(nil, uint64(imported+n-1))})
	return nil
}

// voidType returns the index of the function type [] -> [], adding it when
// the module has none.
func (m *module) voidType() (int, error) {
	types := m.section(secType)
	if types == nil {
		types = &section{id: secType, body: []byte{0}}
		m.insert(types)
	}
	r := reader{b: types.body}
	n := r.uleb()
	for i := range int(n) {
		if r.byte() != typeFunc {
			return 0, fmt.Errorf("%w: type %d is not a function type", ErrMalformed, i)
		}
		params := r.uleb()
		r.skip(int(params))
		results := r.uleb()
		r.skip(int(results))
		if r.err == nil && params == 0 && results == 0 {
			return i, nil
		}
	}
	if r.err != nil {
		return 0, r.err
	}
	count, err := appendToVector(types, []byte{typeFunc, 0, 0})
	return count - 1, err
}

// importedFuncs counts the functions the module imports, which come first
// in the index space of functions.
func (m *module) importedFuncs() (int, error) {
	funcs := 0
	err := m.eachImport(func(_ string, kind byte) {
		if kind == 0 {
			funcs++
		}
	})
	return funcs, err
}

// importsFrom reports whether the module imports anything from the module
// named from: Go's js/wasm programs import their host functions from "gojs".
func (m *module) importsFrom(from string) (bool, error) {
	found := false
	err := m.eachImport(func(module string, _ byte) { found = found || module == from })
	return found, err
}

// eachImport calls f with the module name and the kind of each import.
func (m *module) eachImport(f func(module string, kind byte)) error {
	imports := m.section(secImport)
	if imports == nil {
		return nil
	}
	r := reader{b: imports.body}
	for range int(r.uleb()) {
		n := int(r.uleb())
		start := r.at
		r.skip(n) // module name
		if r.err != nil {
			return r.err
		}
		module := string(r.b[start : start+n])
		r.skip(int(r.uleb())) // field name
		kind := r.byte()
		switch kind {
		case 0: // function
			r.uleb()
		case 1: // table
			r.byte()
			r.limits()
		case 2: // memory
			r.limits()
		case 3: // global
			r.byte()
			r.byte()
		default:
			return fmt.Errorf("%w: an import of unknown kind", ErrMalformed)
		}
		if r.err != nil {
			return r.err
		}
		f(module, kind)
	}
	return r.err
}

// appendToVector appends an item, already encoded, to the vector that is
// the section's body, and returns the vector's new length.
func appendToVector(s *section, item []byte) (int, error) {
	r := reader{b: s.body}
	n := r.uleb()
	if r.err != nil {
		return 0, r.err
	}
	body := appendUleb(nil, n+1)
	body = append(body, s.body[r.at:]...)
	s.body = append(body, item...)
	return int(n + 1), nil
}

// dataImage returns the memory that the data section initialises, from
// address 0 to the end of its last segment, and the number of segments.
func (m *module) dataImage() ([]byte, int, error) {
	data := m.section(secData)
	if data == nil {
		return nil, 0, nil
	}
	r := reader{b: data.body}
	n := int(r.uleb())
	var image []byte
	for i := range n {
		if kind := r.uleb(); kind != 0 {
			return nil, 0, fmt.Errorf("wasmpack: data segment %d is not an active segment of memory 0 (kind %d)", i, kind)
		}
		if r.byte() != opI32Const {
			return nil, 0, fmt.Errorf("wasmpack: data segment %d has no constant address", i)
		}
		at := r.sleb()
		if r.byte() != opEnd {
			return nil, 0, fmt.Errorf("wasmpack: data segment %d has no constant address", i)
		}
		size := r.uleb()
		if r.err != nil {
			return nil, 0, r.err
		}
		if at < 0 || at > maxImage || size > maxImage-uint64(at) || size > uint64(len(r.b)-r.at) {
			return nil, 0, fmt.Errorf("%w: data segment %d lies outside the module or the memory", ErrMalformed, i)
		}
		end := int(at) + int(size)
		image = grow(image, end)
		copy(image[at:end], r.b[r.at:r.at+int(size)])
		r.at += int(size)
	}
	if r.err == nil && r.at != len(r.b) {
		return nil, 0, fmt.Errorf("%w: bytes after the last data segment", ErrMalformed)
	}
	return image, n, r.err
}

// maxImage bounds the memory that Pack builds from the data: 16 MiB, eight
// times the app's.
const maxImage = 1 << 24
