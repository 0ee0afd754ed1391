package testfiles_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/internal/testfiles"
)

func TestReadGivesBackWhatWriteLaidOut(t *testing.T) {
	files := map[string]string{"index.html": "<!doctype html>", "site/icons/icon.svg": "<svg/>", "empty.txt": ""}
	require.Equal(t, files, testfiles.Read(t, testfiles.Write(t, files)))
}

func TestReadOfAnEmptyDirectoryIsEmpty(t *testing.T) {
	require.Empty(t, testfiles.Read(t, t.TempDir()))
}
