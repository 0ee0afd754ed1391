package main

import (
	"errors"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
)

// rewrite returns the Go source src with the elements of its weights table set
// to w, a middlegame and an endgame value each, in the order they are written.
func rewrite(src []byte, w []int32) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	table := findTable(f)
	if table == nil {
		return nil, errors.New("no var weights = [...]score{...}")
	}
	if 2*len(table.Elts) != len(w) {
		return nil, fmt.Errorf("the table has %d weights, the evaluation %d", len(table.Elts), len(w)/2)
	}
	var out []byte
	last := 0
	for i, e := range table.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return nil, fmt.Errorf("weight %d has no index", i)
		}
		from, to := fset.Position(kv.Value.Pos()).Offset, fset.Position(kv.Value.End()).Offset
		out = append(out, src[last:from]...)
		out = fmt.Appendf(out, "{%d, %d}", w[2*i], w[2*i+1])
		last = to
	}
	return format.Source(append(out, src[last:]...))
}

// keys returns the index of each element of the weights table in the Go
// source src, as written ("wTempo", "wMaterial + 1"), in order.
func keys(src []byte) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, 0)
	if err != nil {
		return nil, err
	}
	table := findTable(f)
	if table == nil {
		return nil, errors.New("no var weights = [...]score{...}")
	}
	var out []string
	for i, e := range table.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return nil, fmt.Errorf("weight %d has no index", i)
		}
		out = append(out, string(src[fset.Position(kv.Key.Pos()).Offset:fset.Position(kv.Key.End()).Offset]))
	}
	return out, nil
}

// findTable returns the literal that the variable weights is set to, or nil.
func findTable(f *ast.File) *ast.CompositeLit {
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, s := range g.Specs {
			v := s.(*ast.ValueSpec)
			if len(v.Names) == 1 && v.Names[0].Name == "weights" && len(v.Values) == 1 {
				lit, _ := v.Values[0].(*ast.CompositeLit)
				return lit
			}
		}
	}
	return nil
}
