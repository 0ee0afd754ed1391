package deal

import (
	"encoding/binary"
	"io"

	"github.com/gtank/ristretto255"

	"mschess/internal/sha2"
)

type (
	point  = ristretto255.Element
	scalar = ristretto255.Scalar
)

// cells is the number of fog-zone squares, the length of the dealt vector.
const cells = 32

// mines is how many of the dealt cells hold a mine.
const mines = 4

// base is the group's generator G.
var base = ristretto255.NewGeneratorElement()

// chainBase and gens are the shuffle proof's commitment bases, hashed to the group so
// that nobody knows a discrete logarithm between them or to G.
var chainBase, gens = func() (*point, [cells]*point) {
	derive := func(i int) *point {
		sum := sha2.Sum512(binary.BigEndian.AppendUint32([]byte("mschess/deal/v1 generator"), uint32(i)))
		return uniformPoint(sum[:])
	}
	var g [cells]*point
	for i := range g {
		g[i] = derive(i)
	}
	return derive(-1), g
}()

// uniformPoint and uniformScalar map 64 uniform bytes (a SHA-512 sum, or 64
// random bytes) into the group. ristretto255 refuses only another length, which
// no caller gives: a refusal would be a bug here, never bad input.
func uniformPoint(b []byte) *point {
	p, err := ristretto255.NewIdentityElement().SetUniformBytes(b)
	if err != nil {
		panic(err)
	}
	return p
}

func uniformScalar(b []byte) *scalar {
	s, err := ristretto255.NewScalar().SetUniformBytes(b)
	if err != nil {
		panic(err)
	}
	return s
}

// randomScalar draws a uniform scalar from r.
func randomScalar(r io.Reader) (*scalar, error) {
	var b [64]byte
	if _, err := io.ReadFull(r, b[:]); err != nil {
		return nil, err
	}
	return uniformScalar(b[:]), nil
}

// randomPermutation draws a uniform permutation of n by Fisher–Yates, each index by
// rejection so that no residue is favoured.
func randomPermutation(r io.Reader, n int) ([]int, error) {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	var b [1]byte
	for i := n - 1; i > 0; i-- {
		limit := 256 - 256%(i+1)
		for {
			if _, err := io.ReadFull(r, b[:]); err != nil {
				return nil, err
			}
			if int(b[0]) < limit {
				break
			}
		}
		j := int(b[0]) % (i + 1)
		p[i], p[j] = p[j], p[i]
	}
	return p, nil
}

func smallScalar(v uint64) *scalar {
	var b [32]byte
	binary.LittleEndian.PutUint64(b[:], v)
	s, err := ristretto255.NewScalar().SetCanonicalBytes(b[:])
	if err != nil {
		panic(err) // a small value is always canonical
	}
	return s
}

// challenge is a Fiat–Shamir hash: every proof's starts with a domain label and the
// context (game, side, position in the transcript), then takes the whole statement and
// every commitment, each length-framed so that no two statements hash alike.
// It gathers what it hashes and hashes it at once (internal/sha2 hashes whole messages).
type challenge struct{ b []byte }

func newChallenge(label string, ctx []byte) *challenge {
	c := &challenge{}
	c.bytes([]byte("mschess/deal/v1 " + label))
	c.bytes(ctx)
	return c
}

func (c *challenge) bytes(b []byte) {
	c.b = append(binary.BigEndian.AppendUint32(c.b, uint32(len(b))), b...)
}

func (c *challenge) points(ps ...*point) {
	for _, p := range ps {
		c.b = append(c.b, p.Bytes()...)
	}
}

func (c *challenge) ciphertexts(cs []ciphertext) {
	c.bytes(binary.BigEndian.AppendUint32(nil, uint32(len(cs))))
	for _, x := range cs {
		c.points(x.c1, x.c2)
	}
}

func (c *challenge) scalar() *scalar {
	sum := sha2.Sum512(c.b)
	return uniformScalar(sum[:])
}

// scalars derives n challenges from what was hashed so far.
func (c *challenge) scalars(n int) []*scalar {
	seed := sha2.Sum512(c.b)
	out := make([]*scalar, n)
	for i := range out {
		sum := sha2.Sum512(binary.BigEndian.AppendUint32(seed[:], uint32(i)))
		out[i] = uniformScalar(sum[:])
	}
	return out
}

// ciphertext is an exponential ElGamal encryption (r·G, v·G + r·K) under the joint key K.
type ciphertext struct{ c1, c2 *point }

// startVector is the public vector the shuffles start from: four encryptions of 1 and 28
// of 0, with no randomness.
func startVector() []ciphertext {
	v := make([]ciphertext, cells)
	for i := range v {
		v[i] = ciphertext{ristretto255.NewIdentityElement(), ristretto255.NewIdentityElement()}
		if i < mines {
			v[i].c2 = ristretto255.NewGeneratorElement()
		}
	}
	return v
}

func (a ciphertext) add(b ciphertext) ciphertext {
	return ciphertext{ristretto255.NewIdentityElement().Add(a.c1, b.c1), ristretto255.NewIdentityElement().Add(a.c2, b.c2)}
}

// nine encrypts nine times a's value, by doubling and adding: a scalar
// multiplication would cost far more, and every opening takes one per square.
func (a ciphertext) nine() ciphertext {
	eight := a.add(a)
	eight = eight.add(eight)
	eight = eight.add(eight)
	return eight.add(a)
}

// reencrypt adds an encryption of 0 with randomness r.
func (a ciphertext) reencrypt(r *scalar, key *point) ciphertext {
	return ciphertext{
		ristretto255.NewIdentityElement().Add(a.c1, ristretto255.NewIdentityElement().ScalarBaseMult(r)),
		ristretto255.NewIdentityElement().Add(a.c2, ristretto255.NewIdentityElement().ScalarMult(r, key)),
	}
}

// keyProof is a Schnorr proof of knowledge of x behind X = x·G, as (challenge, response).
type keyProof struct{ c, s *scalar }

func proveKey(ctx []byte, x *scalar, key *point, r io.Reader) (keyProof, error) {
	w, err := randomScalar(r)
	if err != nil {
		return keyProof{}, err
	}
	ch := newChallenge("key", ctx)
	ch.points(key, ristretto255.NewIdentityElement().ScalarBaseMult(w))
	c := ch.scalar()
	return keyProof{c, ristretto255.NewScalar().Add(w, ristretto255.NewScalar().Multiply(c, x))}, nil
}

func (p keyProof) verify(ctx []byte, key *point) bool {
	// T = s·G − c·X
	t := ristretto255.NewIdentityElement().VarTimeDoubleScalarBaseMult(ristretto255.NewScalar().Negate(p.c), key, p.s)
	ch := newChallenge("key", ctx)
	ch.points(key, t)
	return ch.scalar().Equal(p.c) == 1
}

// shareProof is one batched Chaum–Pedersen proof that the same x lies behind X = x·G and
// every share D_i = x·A_i: the A_i and D_i are folded by challenges drawn from the whole
// statement, and one proof of equal logarithms covers the folded pair.
type shareProof struct{ c, s *scalar }

// foldShares starts the challenge over the statement and draws the folding weights.
func foldShares(ctx []byte, key *point, as, ds []*point) (*challenge, []*scalar) {
	ch := newChallenge("shares", ctx)
	ch.points(key)
	ch.points(as...)
	ch.points(ds...)
	return ch, ch.scalars(len(as))
}

func proveShares(ctx []byte, x *scalar, key *point, as, ds []*point, r io.Reader) (shareProof, error) {
	w, err := randomScalar(r)
	if err != nil {
		return shareProof{}, err
	}
	ch, z := foldShares(ctx, key, as, ds)
	a := ristretto255.NewIdentityElement().VarTimeMultiScalarMult(z, as)
	ch.points(ristretto255.NewIdentityElement().ScalarBaseMult(w), ristretto255.NewIdentityElement().ScalarMult(w, a))
	c := ch.scalar()
	return shareProof{c, ristretto255.NewScalar().Add(w, ristretto255.NewScalar().Multiply(c, x))}, nil
}

func (p shareProof) verify(ctx []byte, key *point, as, ds []*point) bool {
	ch, z := foldShares(ctx, key, as, ds)
	a := ristretto255.NewIdentityElement().VarTimeMultiScalarMult(z, as)
	d := ristretto255.NewIdentityElement().VarTimeMultiScalarMult(z, ds)
	neg := ristretto255.NewScalar().Negate(p.c)
	t1 := ristretto255.NewIdentityElement().VarTimeDoubleScalarBaseMult(neg, key, p.s)
	t2 := ristretto255.NewIdentityElement().VarTimeMultiScalarMult([]*scalar{p.s, neg}, []*point{a, d})
	ch.points(t1, t2)
	return ch.scalar().Equal(p.c) == 1
}

// decoding maps v·G to v for every value an opening can take, 9·mine + number.
var decoding = func() map[[32]byte]int {
	m := make(map[[32]byte]int, 18)
	p := ristretto255.NewIdentityElement()
	for v := 0; v <= 17; v++ {
		m[[32]byte(p.Bytes())] = v
		p = ristretto255.NewIdentityElement().Add(p, base)
	}
	return m
}()
