package sdpcode_test

import (
	"fmt"
	"os"
	"strings"

	"mschess/sdpcode"
)

// The inviter's page reads its browser's offer, once every candidate is
// gathered (pc.localDescription.sdp), and sends the code; the friend's page
// rebuilds the offer for setRemoteDescription. The answer goes back the
// same way.
func Example() {
	sdp, err := os.ReadFile("testdata/offer-host.sdp")
	if err != nil {
		panic(err)
	}
	d, err := sdpcode.Parse(sdpcode.Offer, string(sdp))
	if err != nil {
		panic(err)
	}
	code, err := sdpcode.Encode(d)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(sdp), "bytes of SDP,", len(code), "characters of code")

	offer, err := sdpcode.Decode(code, sdpcode.Offer)
	if err != nil {
		fmt.Println(err) // for the player to read
		return
	}
	fmt.Print(strings.ReplaceAll(offer.SDP(), "\r\n", "\n")) // SDP's lines end in CRLF
	// Output:
	// 716 bytes of SDP, 152 characters of code
	// v=0
	// o=- 0 2 IN IP4 127.0.0.1
	// s=-
	// t=0 0
	// a=group:BUNDLE 0
	// m=application 9 UDP/DTLS/SCTP webrtc-datachannel
	// c=IN IP4 0.0.0.0
	// a=candidate:1 1 udp 2113942271 323b7f94-219a-495d-ba4a-72c60fbc1b67.local 56868 typ host
	// a=candidate:2 1 udp 2113937151 8bab673e-2f94-4bba-8efd-d9c5fe71f599.local 53368 typ host
	// a=ice-ufrag:Tz4K
	// a=ice-pwd:oQyDzdn2abAcZleDkYSGGIyn
	// a=ice-options:trickle
	// a=fingerprint:sha-256 C4:D9:8B:F6:9C:E7:49:B1:57:3F:A5:E2:2D:95:44:47:CA:B0:82:FC:1B:10:10:B3:41:EE:9F:B9:2D:8C:77:A0
	// a=setup:actpass
	// a=mid:0
	// a=sctp-port:5000
	// a=max-message-size:262144
}
