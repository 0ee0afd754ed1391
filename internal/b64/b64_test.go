package b64

import (
	"encoding/base64"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pairs are this package's encodings beside encoding/base64's, which they must
// match.
var pairs = []struct {
	name string
	ours *Encoding
	std  *base64.Encoding
}{{"Std", Std, base64.StdEncoding}, {"RawURL", RawURL, base64.RawURLEncoding}}

// sameAsStd checks that text decodes, or fails at the same offset, as with
// encoding/base64.
func sameAsStd(t *testing.T, ours *Encoding, std *base64.Encoding, text string) {
	t.Helper()
	want, wantErr := std.DecodeString(text)
	got, err := ours.DecodeString(text)
	var wantAt base64.CorruptInputError
	if errors.As(wantErr, &wantAt) {
		var at CorruptInputError
		require.ErrorAs(t, err, &at, "%q", text)
		assert.Equal(t, int64(wantAt), int64(at), "the offset of %q", text)
		assert.Equal(t, wantErr.Error(), err.Error())
		return
	}
	require.NoError(t, err, "%q", text)
	assert.Equal(t, want, got, "%q", text)
}

func TestEncodeAsStd(t *testing.T) {
	for _, p := range pairs {
		for n := range 20 {
			data := make([]byte, n)
			for i := range data {
				data[i] = byte(i*97 + n*31)
			}
			assert.Equal(t, p.std.EncodeToString(data), p.ours.EncodeToString(data), "%s, %d bytes", p.name, n)
			assert.Equal(t, p.std.EncodedLen(n), p.ours.EncodedLen(n), "%s, %d bytes", p.name, n)
		}
	}
}

func TestDecodeAsStd(t *testing.T) {
	texts := []string{
		"", "QQ==", "QUI=", "QUJD", "QUJDRA==", "QQ", "QUI", "Q", "QUJDR",
		"QQ=", "Q===", "=", "QQ==QQ==", "QQ== ", "QQ==\n", "QU\nJD", "QUJD\r\n",
		"QQ=\n=", "QQ=x", "Q!JD", "QR==", "-_-_", "+/+/", "QUI=\n\nx", "QQ\n", "QU\nI",
	}
	for _, p := range pairs {
		for _, text := range texts {
			t.Run(p.name+" "+text, func(t *testing.T) { sameAsStd(t, p.ours, p.std, text) })
		}
	}
}

func FuzzDecodeAsStd(f *testing.F) {
	for _, s := range []string{"", "QUJD", "QQ==", "QUI", "Q\nQ=\r=", "-_+/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, p := range pairs {
			sameAsStd(t, p.ours, p.std, text)
		}
	})
}
