//go:build js && wasm

package main

import (
	"errors"
	"syscall/js"

	"mschess/persist"
)

// localStore is a persist.Store over the page's localStorage, every key behind a
// prefix so that the embed keeps a game of its own beside the page's.
type localStore struct {
	ls      js.Value
	prefix  string
	refused string // what to say when the browser refuses without a reason
}

// openStore returns the page's localStorage as a Store, or nil when the browser
// refuses it (storage turned off, or a framed page denied it): then the game is
// simply not kept.
func openStore(prefix, refused string) (s persist.Store) {
	defer func() {
		if recover() != nil {
			s = nil
		}
	}()
	ls := window.Get("localStorage")
	if ls.IsNull() || ls.IsUndefined() {
		return nil
	}
	return localStore{ls: ls, prefix: prefix, refused: refused}
}

func (s localStore) Get(key string) (value string, ok bool) {
	defer func() {
		if recover() != nil {
			value, ok = "", false
		}
	}()
	v := s.ls.Call("getItem", s.prefix+key)
	if v.IsNull() {
		return "", false
	}
	return v.String(), true
}

// Set stores value, reporting the browser's refusal, such as a full storage
// (QuotaExceededError), as an error.
func (s localStore) Set(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New(s.refused)
			if e, ok := r.(js.Error); ok {
				err = errors.New(e.Get("name").String() + ": " + e.Get("message").String())
			}
		}
	}()
	s.ls.Call("setItem", s.prefix+key, value)
	return nil
}

func (s localStore) Remove(key string) {
	defer func() { _ = recover() }()
	s.ls.Call("removeItem", s.prefix+key)
}
