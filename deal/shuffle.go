package deal

import (
	"io"

	"github.com/gtank/ristretto255"
)

// shuffleProof shows that an output vector is a permutation of an input vector with
// every entry re-encrypted, without saying which permutation: the Terelius–Wikström
// proof, with a commitment to the permutation matrix and a chain of commitments to the
// permuted challenges. It is sent as the challenge and the responses; the verifier
// rebuilds the commitments and hashes them again.
type shuffleProof struct {
	perm, chain    [cells]*point // c_j and ĉ_i
	c              *scalar
	s1, s2, s3, s4 *scalar
	sHat, sPrime   [cells]*scalar
}

// shuffleStatement starts the challenge over the whole statement: key, input, output and
// the permutation commitments.
func shuffleStatement(ctx []byte, key *point, in, out []ciphertext, perm *[cells]*point) (*challenge, []*scalar) {
	ch := newChallenge("shuffle", ctx)
	ch.points(base, chainBase)
	ch.points(gens[:]...)
	ch.points(key)
	ch.ciphertexts(in)
	ch.ciphertexts(out)
	ch.points(perm[:]...)
	return ch, ch.scalars(cells)
}

// shuffle permutes and re-encrypts in under key and proves it.
func shuffle(ctx []byte, key *point, in []ciphertext, r io.Reader) ([]ciphertext, shuffleProof, error) {
	var pf shuffleProof
	psi, err := randomPermutation(r, cells)
	if err != nil {
		return nil, pf, err
	}
	draw := func(n int) ([]*scalar, error) {
		s := make([]*scalar, n)
		for i := range s {
			if s[i], err = randomScalar(r); err != nil {
				return nil, err
			}
		}
		return s, nil
	}
	re, err := draw(cells)
	if err != nil {
		return nil, pf, err
	}
	out := make([]ciphertext, cells)
	for i := range out {
		out[i] = in[psi[i]].reencrypt(re[i], key)
	}
	// c_{ψ(i)} = r_{ψ(i)}·G + H_i commits to the permutation.
	rc, err := draw(cells)
	if err != nil {
		return nil, pf, err
	}
	for i := range psi {
		j := psi[i]
		pf.perm[j] = ristretto255.NewIdentityElement().Add(ristretto255.NewIdentityElement().ScalarBaseMult(rc[j]), gens[i])
	}
	ch, u := shuffleStatement(ctx, key, in, out, &pf.perm)
	up := make([]*scalar, cells)
	for i := range up {
		up[i] = u[psi[i]]
	}
	rHat, err := draw(cells)
	if err != nil {
		return nil, pf, err
	}
	prev := chainBase
	for i := range pf.chain {
		pf.chain[i] = ristretto255.NewIdentityElement().Add(ristretto255.NewIdentityElement().ScalarBaseMult(rHat[i]), ristretto255.NewIdentityElement().ScalarMult(up[i], prev))
		prev = pf.chain[i]
	}
	w, err := draw(4)
	if err != nil {
		return nil, pf, err
	}
	wHat, err := draw(cells)
	if err != nil {
		return nil, pf, err
	}
	wPrime, err := draw(cells)
	if err != nil {
		return nil, pf, err
	}
	negW4 := ristretto255.NewScalar().Negate(w[3])
	c1s, c2s := make([]*point, cells), make([]*point, cells)
	for i, x := range out {
		c1s[i], c2s[i] = x.c1, x.c2
	}
	t1 := ristretto255.NewIdentityElement().ScalarBaseMult(w[0])
	t2 := ristretto255.NewIdentityElement().ScalarBaseMult(w[1])
	t3 := ristretto255.NewIdentityElement().MultiScalarMult(append([]*scalar{w[2]}, wPrime...), append([]*point{base}, gens[:]...))
	t41 := ristretto255.NewIdentityElement().MultiScalarMult(append([]*scalar{negW4}, wPrime...), append([]*point{key}, c2s...))
	t42 := ristretto255.NewIdentityElement().MultiScalarMult(append([]*scalar{negW4}, wPrime...), append([]*point{base}, c1s...))
	tHat := make([]*point, cells)
	prev = chainBase
	for i := range tHat {
		tHat[i] = ristretto255.NewIdentityElement().MultiScalarMult([]*scalar{wHat[i], wPrime[i]}, []*point{base, prev})
		prev = pf.chain[i]
	}
	ch.points(pf.chain[:]...)
	ch.points(t1, t2, t3, t41, t42)
	ch.points(tHat...)
	c := ch.scalar()
	pf.c = c

	mul := func(a, b *scalar) *scalar { return ristretto255.NewScalar().Multiply(a, b) }
	respond := func(w, secret *scalar) *scalar { return ristretto255.NewScalar().Subtract(w, mul(c, secret)) }
	rBar, rTilde, rPrime, rChain := ristretto255.NewScalar(), ristretto255.NewScalar(), ristretto255.NewScalar(), ristretto255.NewScalar()
	for j := range rc {
		rBar.Add(rBar, rc[j])
		rTilde.Add(rTilde, mul(rc[j], u[j]))
		rPrime.Add(rPrime, mul(re[j], up[j]))
	}
	v := smallScalar(1) // v_i = u'_{i+1}···u'_{n-1}
	for i := cells - 1; i >= 0; i-- {
		rChain.Add(rChain, mul(rHat[i], v))
		v = mul(v, up[i])
	}
	pf.s1, pf.s2, pf.s3, pf.s4 = respond(w[0], rBar), respond(w[1], rChain), respond(w[2], rTilde), respond(w[3], rPrime)
	for i := range pf.sHat {
		pf.sHat[i] = respond(wHat[i], rHat[i])
		pf.sPrime[i] = respond(wPrime[i], up[i])
	}
	return out, pf, nil
}

// verify reports whether pf shows out to be a shuffle of in under key.
func (pf *shuffleProof) verify(ctx []byte, key *point, in, out []ciphertext) bool {
	if len(in) != cells || len(out) != cells {
		return false
	}
	ch, u := shuffleStatement(ctx, key, in, out, &pf.perm)
	c := pf.c
	negC := ristretto255.NewScalar().Negate(c)
	cu := make([]*scalar, cells)
	prodU := smallScalar(1)
	for i := range u {
		cu[i] = ristretto255.NewScalar().Multiply(c, u[i])
		prodU.Multiply(prodU, u[i])
	}
	vt := func(s []*scalar, p []*point) *point {
		return ristretto255.NewIdentityElement().VarTimeMultiScalarMult(s, p)
	}
	ins1, ins2, outs1, outs2 := make([]*point, cells), make([]*point, cells), make([]*point, cells), make([]*point, cells)
	for i := range in {
		ins1[i], ins2[i], outs1[i], outs2[i] = in[i].c1, in[i].c2, out[i].c1, out[i].c2
	}
	// t1 = c·(Σc_j − ΣH_i) + s1·G
	sumPerm, sumGens := ristretto255.NewIdentityElement(), ristretto255.NewIdentityElement()
	for i := range pf.perm {
		sumPerm.Add(sumPerm, pf.perm[i])
		sumGens.Add(sumGens, gens[i])
	}
	t1 := vt([]*scalar{c, negC, pf.s1}, []*point{sumPerm, sumGens, base})
	// t2 = c·(ĉ_{n−1} − (Πu)·h) + s2·G
	t2 := vt([]*scalar{c, ristretto255.NewScalar().Multiply(negC, prodU), pf.s2}, []*point{pf.chain[cells-1], chainBase, base})
	// t3 = Σ c·u_j·c_j + s3·G + Σ s'_i·H_i
	t3 := vt(append(append(append([]*scalar{}, cu...), pf.s3), pf.sPrime[:]...), append(append(append([]*point{}, pf.perm[:]...), base), gens[:]...))
	negS4 := ristretto255.NewScalar().Negate(pf.s4)
	t41 := vt(append(append(append([]*scalar{}, cu...), negS4), pf.sPrime[:]...), append(append(ins2, key), outs2...))
	t42 := vt(append(append(append([]*scalar{}, cu...), negS4), pf.sPrime[:]...), append(append(ins1, base), outs1...))
	tHat := make([]*point, cells)
	prev := chainBase
	for i := range tHat {
		tHat[i] = vt([]*scalar{c, pf.sHat[i], pf.sPrime[i]}, []*point{pf.chain[i], base, prev})
		prev = pf.chain[i]
	}
	ch.points(pf.chain[:]...)
	ch.points(t1, t2, t3, t41, t42)
	ch.points(tHat...)
	return ch.scalar().Equal(c) == 1
}
