package persist

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

func TestLangIsEmptyUntilSet(t *testing.T) {
	assert.Empty(t, Lang(newStore()))
}

func TestSetLangThenLangGivesItBack(t *testing.T) {
	s := newStore()
	require.NoError(t, SetLang(s, "nl"))
	assert.Equal(t, "nl", Lang(s))
}

func TestLangOutlivesTheSave(t *testing.T) {
	tests := []struct {
		name string
		act  func(t *testing.T, s *MemStore)
	}{
		{"a new game saved over the old", func(t *testing.T, s *MemStore) {
			require.NoError(t, NewSlot(s).Replace(engine.NewGame(7), Prefs{}))
		}},
		{"a save that cannot be read, set aside", func(t *testing.T, s *MemStore) {
			s.Data[saveKey] = "not a save"
			_, _, err := NewSlot(s).Load()
			require.Error(t, err)
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newStore()
			require.NoError(t, SetLang(s, "el"))
			tc.act(t, s)
			assert.Equal(t, "el", Lang(s))
		})
	}
}

func TestSetLangReportsAFullStore(t *testing.T) {
	s := newStore()
	s.Full = true
	assert.Error(t, SetLang(s, "es"))
	assert.Empty(t, Lang(s))
}
