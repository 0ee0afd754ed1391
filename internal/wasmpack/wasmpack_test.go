package wasmpack

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// seg is a data segment of a test module; a passive one when at is
// negative.
type seg struct {
	at   int
	data []byte
}

// spec describes a test module: an imported function, one function of its
// own, its data, and maybe a start section and a data count section.
type spec struct {
	segs      []seg
	start     bool
	dataCount bool
	from      string // the module the function is imported from, "go" if ""
}

// build writes the module s describes.
func (s spec) build() []byte {
	m := &module{}
	add := func(id byte, body []byte) { m.sections = append(m.sections, &section{id: id, body: body}) }
	add(secCustom, append([]byte{4}, "note"...))
	add(secType, []byte{1, typeFunc, 1, typeI32, 0}) // (i32) -> ()
	from := cmp.Or(s.from, "go")
	add(secImport, append(append([]byte{1, byte(len(from))}, from...), append(append([]byte{1}, "f"...), 0, 0)...))
	add(secFunction, []byte{1, 0})
	add(4, []byte{1, 0x70, 0, 1})   // a table
	add(5, []byte{1, 0, 40})        // memory of 40 pages
	add(7, []byte{1, 1, 'g', 0, 1}) // export the function
	if s.start {
		add(secStart, []byte{1})
	}
	if s.dataCount {
		add(secDataCount, appendUleb(nil, uint64(len(s.segs))))
	}
	add(secCode, []byte{1, 2, 0, opEnd})
	data := appendUleb(nil, uint64(len(s.segs)))
	for _, g := range s.segs {
		if g.at < 0 {
			data = append(data, 1)
		} else {
			data = append(data, 0, opI32Const)
			data = appendSleb(data, int64(g.at))
			data = append(data, opEnd)
		}
		data = appendUleb(data, uint64(len(g.data)))
		data = append(data, g.data...)
	}
	add(secData, data)
	return m.encode()
}

// memory returns the memory that segs initialise.
func memory(segs []seg) []byte {
	var b []byte
	for _, g := range segs {
		b = grow(b, g.at+len(g.data))
		copy(b[g.at:], g.data)
	}
	return b
}

// table returns the segments in which Go's linker writes a function lookup
// table of n buckets at address at: one for each bucket that does not say 0.
func table(at, n int) []seg {
	var segs []seg
	for e := range n {
		if v := e / bucketsPerRun; v > 0 {
			segs = append(segs, seg{at + e*bucketSize, binary.LittleEndian.AppendUint32(nil, uint32(v))})
		}
	}
	return segs
}

func concat(parts ...[]seg) []seg {
	var all []seg
	for _, p := range parts {
		all = append(all, p...)
	}
	return all
}

var (
	head = []seg{{1000, []byte("type descriptors")}, {1030, []byte{7}}, {2000, bytes.Repeat([]byte{9}, 300)}}
	tail = []seg{{200000, []byte("strings and more")}}
)

func TestPack(t *testing.T) {
	tests := []struct {
		name         string
		spec         spec
		wantBuckets  int
		wantTableAt  int
		wantSegments int
	}{
		{"a function table is written by a start function", spec{segs: concat(head, table(4000, 2000), tail)}, 2000, 4000, 3},
		{"the table's last function may have fewer buckets", spec{segs: concat(head, table(4000, 2017), tail)}, 2017, 4000, 3},
		{"the data count follows the segments", spec{segs: concat(head, table(4000, 2000), tail), dataCount: true}, 2000, 4000, 3},
		{"segments closer than maxGap join", spec{segs: []seg{{100, []byte{1}}, {100 + 1 + maxGap, []byte{2}}, {300, []byte{3}}}}, 0, 0, 2},
		{"a table too short for a start function stays data", spec{segs: concat(head, table(4000, minBuckets-1))}, 0, 0, 3},
		{"a module with a start function of its own keeps its table", spec{segs: concat(head, table(4000, 2000)), start: true}, 0, 0, 3},
		{"no data", spec{}, 0, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := tt.spec.build()
			out, res, err := Pack(in)
			require.NoError(t, err)
			assert.Equal(t, tt.wantBuckets, res.Buckets, "buckets")
			assert.Equal(t, tt.wantTableAt, res.TableAt, "table's address")
			assert.Equal(t, len(tt.spec.segs), res.SegmentsBefore)
			assert.Equal(t, tt.wantSegments, res.SegmentsAfter)

			m, err := parse(out)
			require.NoError(t, err)
			got, n, err := m.dataImage()
			require.NoError(t, err)
			assert.Equal(t, tt.wantSegments, n)
			if dc := m.section(secDataCount); dc != nil {
				assert.Equal(t, appendUleb(nil, uint64(n)), dc.body, "the data count")
			}
			start := m.section(secStart)
			if tt.wantBuckets > 0 {
				require.NotNil(t, start, "a start section")
				assert.Equal(t, []byte{2}, start.body, "the start function comes after the import and the module's own")
				s := span{res.TableAt, res.TableAt + res.Buckets*bucketSize}
				assert.True(t, bytes.HasSuffix(m.section(secCode).body, startBody(s)), "the start function writes the table")
				got = grow(got, s.end)
				writeTable(got, s)
			} else if !tt.spec.start {
				assert.Nil(t, start, "no start section")
			}
			assert.Equal(t, trimZeros(memory(tt.spec.segs)), trimZeros(got), "the memory the module starts with")
			if tt.wantBuckets > 0 {
				assert.Less(t, len(out), len(in)/2, "the table's segments are gone")
			}
		})
	}
}

func TestPackRefuses(t *testing.T) {
	good := spec{segs: head}.build()

	tests := []struct {
		name   string
		module []byte
		want   string
	}{
		{"no header", []byte("not wasm"), "no WebAssembly header"},
		{"cut short", good[:len(good)-3], "runs past the end"},
		{"a section of no known kind", append(bytes.Clone(good), 13, 0), "unknown section"},
		{"two data sections", append(bytes.Clone(good), secData, 1, 0), "two sections"},
		{"a passive segment", spec{segs: append([]seg{{-1, []byte{1}}}, head...)}.build(), "not an active segment"},
		{"a segment beyond the memory", spec{segs: []seg{{maxImage, []byte{1}}}}.build(), "outside"},
		{"a Go program without its function table", spec{segs: head, from: "gojs"}.build(), ErrNoTable.Error()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := Pack(tt.module)
			assert.ErrorContains(t, err, tt.want)
		})
	}
}

// TestPackedProgramRuns packs a Go program and runs it under Node.js, as
// make test runs the js/wasm tests: the runtime finds the same functions
// through the table that the start function wrote.
func TestPackedProgramRuns(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node is not installed, and under CI=true this test must run")
		}
		t.Skip("node is not installed")
	}
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain.wasm")
	build := exec.Command("go", "build", "-o", plain, "./testdata/callers")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	msg, err := build.CombinedOutput()
	require.NoError(t, err, "%s", msg)

	in, err := os.ReadFile(plain)
	require.NoError(t, err)
	out, res, err := Pack(in)
	require.NoError(t, err)
	assert.Greater(t, res.Buckets, 10000, "a Go program's function table")
	assert.Less(t, res.SegmentsAfter, res.SegmentsBefore/10)
	packed := filepath.Join(dir, "packed.wasm")
	require.NoError(t, os.WriteFile(packed, out, 0o644))

	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	require.NoError(t, err)
	run := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "go_js_wasm_exec")
	want := "main.deep main.deep main.deep main.deep\ntrue\n"
	for _, wasm := range []string{plain, packed} {
		got, err := exec.Command(run, wasm).CombinedOutput()
		require.NoError(t, err, "%s: %s", wasm, got)
		assert.Equal(t, want, string(got), wasm)
	}
}

// FuzzPack checks that Pack never panics, and that a module it packs starts
// with the memory it started with.
func FuzzPack(f *testing.F) {
	f.Add(spec{segs: concat(head, table(4000, 1100), tail)}.build())
	f.Add(spec{segs: head, dataCount: true}.build())
	f.Add(spec{segs: head, start: true}.build())
	f.Add([]byte("\x00asm\x01\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, in []byte) {
		out, res, err := Pack(in)
		if err != nil {
			return
		}
		before, err := parse(in)
		require.NoError(t, err)
		want, _, err := before.dataImage()
		require.NoError(t, err)
		after, err := parse(out)
		require.NoError(t, err)
		got, n, err := after.dataImage()
		require.NoError(t, err)
		assert.Equal(t, res.SegmentsAfter, n)
		if res.Buckets > 0 {
			s := span{res.TableAt, res.TableAt + res.Buckets*bucketSize}
			got = grow(got, s.end)
			writeTable(got, s)
		}
		assert.Equal(t, trimZeros(want), trimZeros(got))
	})
}

// TestLEB128 checks the numbers of the binary format both ways, since the
// data's addresses are signed numbers.
func TestLEB128(t *testing.T) {
	for _, v := range []int64{0, 1, 63, 64, -1, -64, -65, 1104200, -1104200, 1<<31 - 1, -1 << 31, 1<<62 + 5, -1 << 63} {
		r := reader{b: appendSleb(nil, v)}
		assert.Equal(t, v, r.sleb(), "signed %d", v)
		assert.Equal(t, len(r.b), r.at, "signed %d: every byte read", v)
		if v >= 0 {
			r = reader{b: appendUleb(nil, uint64(v))}
			assert.Equal(t, uint64(v), r.uleb(), "unsigned %d", v)
		}
	}
	r := reader{b: bytes.Repeat([]byte{0x80}, 10)}
	r.uleb()
	assert.ErrorIs(t, r.err, ErrMalformed, "a number of more than 64 bits")
}
