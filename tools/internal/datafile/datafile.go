// Package datafile opens and creates the tools' data files, which are
// gzip-compressed when their names end in .gz.
package datafile

import (
	"bufio"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"strings"
)

// compressed reports whether a file of that name is gzip-compressed.
func compressed(name string) bool { return strings.HasSuffix(name, ".gz") }

// Open opens the file name for reading, decompressed.
func Open(name string) (io.ReadCloser, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	if !compressed(name) {
		return f, nil
	}
	z, err := gzip.NewReader(f)
	if err != nil {
		f.Close()
		return nil, err
	}
	return reader{z, f}, nil
}

// reader reads the decompressed file and closes both.
type reader struct {
	*gzip.Reader
	f *os.File
}

func (r reader) Close() error { return errors.Join(r.Reader.Close(), r.f.Close()) }

// Create creates the file name for writing, buffered and compressed; what is
// written is in the file once Close returns without an error.
func Create(name string) (io.WriteCloser, error) {
	f, err := os.Create(name)
	if err != nil {
		return nil, err
	}
	w := &writer{f: f}
	if compressed(name) {
		w.z = gzip.NewWriter(f)
		w.Writer = bufio.NewWriter(w.z)
	} else {
		w.Writer = bufio.NewWriter(f)
	}
	return w, nil
}

// writer buffers what is written, and compresses it when z is set.
type writer struct {
	*bufio.Writer
	z *gzip.Writer
	f *os.File
}

func (w *writer) Close() error {
	err := w.Flush()
	if w.z != nil {
		err = errors.Join(err, w.z.Close())
	}
	return errors.Join(err, w.f.Close())
}
