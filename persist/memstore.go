package persist

import "errors"

// MemStore is a Store held in memory, keys to values: the stand-in for
// localStorage in the tests of this package, of ui and of the browser tests,
// which replay the page's saving in Go. With Full set it refuses every Set, as a
// full localStorage does.
type MemStore struct {
	Data map[string]string
	Full bool
}

// NewMemStore returns an empty MemStore.
func NewMemStore() *MemStore { return &MemStore{Data: map[string]string{}} }

// errFull is what a full MemStore answers.
var errFull = errors.New("the storage is full")

// Get returns the value under key, and whether there is one.
func (s *MemStore) Get(key string) (string, bool) { v, ok := s.Data[key]; return v, ok }

// Set stores value under key, unless the store is full.
func (s *MemStore) Set(key, value string) error {
	if s.Full {
		return errFull
	}
	if s.Data == nil {
		s.Data = map[string]string{}
	}
	s.Data[key] = value
	return nil
}

// Remove deletes key.
func (s *MemStore) Remove(key string) { delete(s.Data, key) }
