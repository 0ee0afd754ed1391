// Command callers prints what the Go runtime finds through its function
// lookup table, which wasmpack moves into a start function: the names of the
// functions on the stack, from a stack deep enough to have been moved as it
// grew, and a recovered panic's stack.
package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

func main() {
	fmt.Println(deep(2000))
	defer func() {
		recover()
		fmt.Println(strings.Contains(string(debug.Stack()), "main.explode"))
	}()
	explode(nil)
}

// deep recurses n times, which grows and so moves the stack, then names the
// functions that called it.
func deep(n int) string {
	if n > 0 {
		return deep(n - 1)
	}
	pc := make([]uintptr, 4)
	frames := runtime.CallersFrames(pc[:runtime.Callers(1, pc)])
	var names []string
	for {
		f, more := frames.Next()
		names = append(names, f.Function)
		if !more {
			return strings.Join(names, " ")
		}
	}
}

func explode(m map[string]int) { m["boom"]++ }
