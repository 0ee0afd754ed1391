//go:build js && wasm

package main

import (
	"errors"
	"syscall/js"

	"mschess/persist"
)

// localStore is a persist.Store over the page's localStorage, every key followed
// by a suffix, so that the embed keeps a game of its own beside the page's while
// its keys still start as persist's do.
type localStore struct {
	ls     js.Value
	suffix string
}

// errRefused is Set's error when the browser refuses without a reason. The
// player is told in words of the game's own (ui), so this is for developers.
var errRefused = errors.New("the browser refused to store it")

// openStore returns the page's localStorage as a Store, or nil when the browser
// refuses it (site data turned off, third-party storage blocked, a sandboxed
// frame): then the game is simply not kept.
func openStore(suffix string) (s persist.Store) {
	defer func() {
		if recover() != nil {
			s = nil
		}
	}()
	// Where storage is refused, the localStorage getter throws. js.Value.Get
	// would let that exception unwind through the Go program, past recover,
	// while Call turns it into a panic; so the getter runs through Reflect.get.
	global := js.Global()
	ls := global.Get("Reflect").Call("get", global, "localStorage")
	if ls.IsNull() || ls.IsUndefined() {
		return nil
	}
	return localStore{ls: ls, suffix: suffix}
}

func (s localStore) Get(key string) (value string, ok bool) {
	defer func() {
		if recover() != nil {
			value, ok = "", false
		}
	}()
	v := s.ls.Call("getItem", key+s.suffix)
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
			err = errRefused
			if e, ok := r.(js.Error); ok {
				err = errors.New(e.Get("name").String() + ": " + e.Get("message").String())
			}
		}
	}()
	s.ls.Call("setItem", key+s.suffix, value)
	return nil
}

func (s localStore) Remove(key string) {
	defer func() { _ = recover() }()
	s.ls.Call("removeItem", key+s.suffix)
}
