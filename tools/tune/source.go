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
	fset, elts, err := table(src)
	if err != nil {
		return nil, err
	}
	if 2*len(elts) != len(w) {
		return nil, fmt.Errorf("the table has %d weights, the evaluation %d", len(elts), len(w)/2)
	}
	var out []byte
	last := 0
	for i, kv := range elts {
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
	fset, elts, err := table(src)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, kv := range elts {
		out = append(out, string(src[fset.Position(kv.Key.Pos()).Offset:fset.Position(kv.Key.End()).Offset]))
	}
	return out, nil
}

// table returns the elements of the weights table in the Go source src, each
// an index and its value, with the file set their positions are in.
func table(src []byte) (*token.FileSet, []*ast.KeyValueExpr, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments)
	if err != nil {
		return nil, nil, err
	}
	lit := findTable(f)
	if lit == nil {
		return nil, nil, errors.New("no var weights = [...]score{...}")
	}
	elts := make([]*ast.KeyValueExpr, len(lit.Elts))
	for i, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return nil, nil, fmt.Errorf("weight %d has no index", i)
		}
		elts[i] = kv
	}
	return fset, elts, nil
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
