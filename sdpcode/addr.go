package sdpcode

import (
	"strconv"
	"strings"
)

// The forms of a candidate's address in a code.
const (
	formIPv4 = iota
	formIPv6
	formUUID // an mDNS name: a UUID and ".local"
	formName
)

const mdnsSuffix = ".local"

// addressForm tells the form of a candidate's address and its bytes in a code,
// or false for an address that a candidate cannot have or a code cannot carry
// (an IPv6 address with a zone or an IPv4 tail, say). The address must be
// canonical, so that the bytes give it back as it was.
func addressForm(addr string) (form int, b []byte, ok bool) {
	if ip, ok := parseIPv4(addr); ok {
		return formIPv4, ip, formatIPv4(ip) == addr
	}
	if ip, ok := parseIPv6(addr); ok {
		return formIPv6, ip, formatIPv6(ip) == addr
	}
	if name, ok := strings.CutSuffix(addr, mdnsSuffix); ok {
		if u, ok := parseUUID(name); ok {
			return formUUID, u, true
		}
	}
	return formName, []byte(addr), isHostName(addr)
}

// canonicalAddress returns addr in the form addressForm takes: an IP address
// as formatIPv4 or formatIPv6 write it, an mDNS UUID name in lower case (as
// browsers write it anyway).
func canonicalAddress(addr string) string {
	if ip, ok := parseIPv4(addr); ok {
		return formatIPv4(ip)
	}
	if ip, ok := parseIPv6(addr); ok {
		return formatIPv6(ip)
	}
	lower := strings.ToLower(addr)
	if name, ok := strings.CutSuffix(lower, mdnsSuffix); ok {
		if _, ok := parseUUID(name); ok {
			return lower
		}
	}
	return addr
}

// formatAddress is addressForm's inverse.
func formatAddress(form int, b []byte) string {
	switch form {
	case formIPv4:
		return formatIPv4(b)
	case formIPv6:
		return formatIPv6(b)
	case formUUID:
		return formatUUID(b) + mdnsSuffix
	}
	return string(b)
}

// isHostName tells a name of letters, digits, hyphens and dots (RFC 1123),
// up to MaxName bytes.
func isHostName(s string) bool {
	if s == "" || len(s) > MaxName {
		return false
	}
	for i := range len(s) {
		if c := s[i]; !isAlnum(c) && c != '-' && c != '.' {
			return false
		}
	}
	return true
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// parseIPv4 reads a dotted quad of decimal numbers, 0 to 255.
func parseIPv4(s string) ([]byte, bool) {
	parts := strings.Split(s, ".")
	if len(parts) != 4 {
		return nil, false
	}
	ip := make([]byte, 4)
	for i, p := range parts {
		if p == "" || len(p) > 3 || !isDecimal(p) {
			return nil, false
		}
		n, err := strconv.ParseUint(p, 10, 8)
		if err != nil {
			return nil, false
		}
		ip[i] = byte(n)
	}
	return ip, true
}

func formatIPv4(ip []byte) string {
	var b []byte
	for i, n := range ip {
		if i > 0 {
			b = append(b, '.')
		}
		b = strconv.AppendUint(b, uint64(n), 10)
	}
	return string(b)
}

// parseIPv6 reads eight groups of hexadecimal digits, or fewer around one
// "::" (RFC 4291 §2.2); it takes no zone and no IPv4 tail.
func parseIPv6(s string) ([]byte, bool) {
	head, tail, compressed := strings.Cut(s, "::")
	groups := func(s string) ([]uint16, bool) {
		if s == "" {
			return nil, true
		}
		var g []uint16
		for _, p := range strings.Split(s, ":") {
			if p == "" || len(p) > 4 {
				return nil, false
			}
			n, err := strconv.ParseUint(p, 16, 16)
			if err != nil {
				return nil, false
			}
			g = append(g, uint16(n))
		}
		return g, true
	}
	front, ok1 := groups(head)
	back, ok2 := groups(tail)
	n := len(front) + len(back)
	switch {
	case !ok1 || !ok2:
		return nil, false
	case compressed && n > 7, !compressed && n != 8:
		return nil, false
	}
	all := append(front, make([]uint16, 8-n)...)
	all = append(all, back...)
	ip := make([]byte, 0, 16)
	for _, g := range all {
		ip = append(ip, byte(g>>8), byte(g))
	}
	return ip, true
}

// formatIPv6 writes ip as RFC 5952 §4 says: lower case, no leading zeros, and
// the first of the longest runs of two or more zero groups as "::".
func formatIPv6(ip []byte) string {
	var g [8]uint16
	for i := range g {
		g[i] = uint16(ip[2*i])<<8 | uint16(ip[2*i+1])
	}
	start, length := -1, 1
	for i := 0; i < 8; {
		j := i
		for j < 8 && g[j] == 0 {
			j++
		}
		if j-i > length {
			start, length = i, j-i
		}
		i = j + 1
	}
	var b []byte
	for i := 0; i < 8; i++ {
		if i == start {
			b = append(b, "::"...)
			i += length - 1
			continue
		}
		if len(b) > 0 && b[len(b)-1] != ':' {
			b = append(b, ':')
		}
		b = strconv.AppendUint(b, uint64(g[i]), 16)
	}
	return string(b)
}

// parseUUID reads the 36 characters of a UUID (RFC 9562 §4) in lower case.
func parseUUID(s string) ([]byte, bool) {
	if len(s) != 36 {
		return nil, false
	}
	u := make([]byte, 0, 16)
	for i := 0; i < 36; {
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if s[i] != '-' {
				return nil, false
			}
			i++
			continue
		}
		hi, ok1 := hexDigit(s[i])
		lo, ok2 := hexDigit(s[i+1])
		if !ok1 || !ok2 {
			return nil, false
		}
		u = append(u, hi<<4|lo)
		i += 2
	}
	return u, true
}

func formatUUID(u []byte) string {
	const digits = "0123456789abcdef"
	b := make([]byte, 0, 36)
	for i, c := range u {
		if i == 4 || i == 6 || i == 8 || i == 10 {
			b = append(b, '-')
		}
		b = append(b, digits[c>>4], digits[c&15])
	}
	return string(b)
}

// hexDigit reads a lower-case hexadecimal digit.
func hexDigit(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	}
	return 0, false
}

func isDecimal(s string) bool {
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
