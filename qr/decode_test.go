package qr

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// jsQR is the QR code reader that the test decodes with, installed by
// `make jsqr` from the npm registry.
const jsQR = "../bin/jsqr/node_modules/jsqr/dist/jsQR.js"

// decodeWithJSQR reads codes with jsQR under Node.js (testdata/decode.js),
// skipping t when either is missing: the data and version of each, or nil for
// one it could not read.
func decodeWithJSQR(t *testing.T, codes []*Code) []*struct {
	Data    []byte
	Version int
} {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed; the test reads the codes with jsQR under Node.js")
	}
	reader, err := filepath.Abs(jsQR)
	require.NoError(t, err)
	if _, err := os.Stat(reader); err != nil {
		t.Skip("jsQR is not installed: make jsqr")
	}
	type symbol struct {
		Size    int    `json:"size"`
		Modules string `json:"modules"`
	}
	var in []symbol
	for _, c := range codes {
		var m []byte
		for y := range c.Size() {
			for x := range c.Size() {
				m = append(m, '0'+boolByte(c.Dark(x, y)))
			}
		}
		in = append(in, symbol{c.Size(), string(m)})
	}
	stdin, err := json.Marshal(in)
	require.NoError(t, err)
	cmd := exec.Command(node, filepath.Join("testdata", "decode.js"), reader)
	cmd.Stdin = bytes.NewReader(stdin)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	require.NoError(t, err)
	var read []*struct {
		Data    []int
		Version int
	}
	require.NoError(t, json.Unmarshal(out, &read))
	require.Len(t, read, len(codes))
	got := make([]*struct {
		Data    []byte
		Version int
	}, len(read))
	for i, r := range read {
		if r == nil {
			continue
		}
		got[i] = &struct {
			Data    []byte
			Version int
		}{Version: r.Version}
		for _, b := range r.Data {
			got[i].Data = append(got[i].Data, byte(b))
		}
	}
	return got
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// A real reader gives back what was encoded, at both levels, from one byte to
// 600, at the edges of the versions' capacities (Table 7), and at version 40.
func TestJSQRReadsWhatEncodeDraws(t *testing.T) {
	type payload struct {
		level Level
		data  []byte
	}
	rng := rand.New(rand.NewPCG(22, 18004))
	random := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return b
	}
	var payloads []payload
	for _, n := range []int{1, 2, 14, 15, 26, 27, 42, 62, 84, 106, 122, 152, 153, 180, 213, 214, 251, 287, 300, 331, 362, 412, 450, 504, 560, 600} {
		payloads = append(payloads, payload{M, random(n)})
	}
	for _, n := range []int{1, 17, 18, 78, 154, 155, 300, 586, 600} {
		payloads = append(payloads, payload{L, random(n)})
	}
	payloads = append(payloads, payload{M, random(2331)}, payload{L, random(2953)})
	payloads = append(payloads, payload{M, []byte("https://mschess.example/#o=AQAETz4KGKEMg83Z9mmwHGZXg5GEhhiMp8TZi_ac50mxVz-l4i2VREfKsIL8GxAQs0Hun7ktjHegATATiAAEAAACCDI7f5Qhmkldukpyxg")})
	var codes []*Code
	for _, p := range payloads {
		c, err := Encode(p.data, p.level)
		require.NoError(t, err)
		codes = append(codes, c)
	}
	read := decodeWithJSQR(t, codes)
	versions := map[int]bool{}
	for i, p := range payloads {
		name := "ML"[p.level:p.level+1] + " " + strconv.Itoa(len(p.data)) + " bytes, version " + strconv.Itoa(codes[i].Version())
		if assert.NotNil(t, read[i], "%s: jsQR found no code", name) {
			assert.Equal(t, p.data, read[i].Data, name)
			assert.Equal(t, codes[i].Version(), read[i].Version, name)
		}
		versions[codes[i].Version()] = true
	}
	t.Logf("%d codes of %d versions read", len(codes), len(versions))
}
