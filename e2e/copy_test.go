package e2e

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/ui/text"
)

// TestCopyIsConfirmedInView: on a phone, Copy beside the invitation link
// (#online-copy) says what it did where the player sees it, however far down
// the page the button is: the link copied where the browser allows the page
// the clipboard, and otherwise the link selected, to copy by hand. The
// page's own headers keep it from reading the clipboard, so the test stands
// in for the browser's writeText: it keeps what it was given, and takes it or
// refuses it.
func TestCopyIsConfirmedInView(t *testing.T) {
	en := text.Match("en")
	for _, tt := range []struct {
		name  string
		takes bool // the clipboard takes the text
		want  text.Key
	}{
		{"the link copied", true, text.Copied},
		{"the clipboard refused: the link selected to copy by hand", false, text.CopyByHand},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tab, link := invitingTab(t, "")
			require.NoError(t, chromedp.Do(tab, chromedp.EmulateViewport(phoneWidth, phoneHeight,
				chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)))
			eval[bool](t, tab, fmt.Sprintf(`(() => {
				navigator.clipboard.writeText = s => {
					window.copied = s;
					return %t ? Promise.resolve() : Promise.reject(new DOMException("refused", "NotAllowedError"));
				};
				return true;
			})()`, tt.takes))
			if err := (finger{}).tap(tab, centre(t, tab, "#online-copy")); err != nil {
				t.Fatal(err)
			}
			type toast struct {
				Text   string
				InView bool
			}
			read := func(t testing.TB, ctx context.Context) toast {
				return eval[toast](t, ctx, `(() => {
					const el = document.querySelector("#toast"), r = el.getBoundingClientRect();
					return {Text: el.textContent,
						InView: r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth};
				})()`)
			}
			want := toast{Text: en.Text(tt.want), InView: true}
			assert.Equal(t, want, eventually(t, tab, read, want), "the toast says what the copy did, on the screen")
			assert.Equal(t, link, eval[string](t, tab, `window.copied`), "the link is what was copied")
			if !tt.takes {
				assert.Equal(t, link, eval[string](t, tab, `(() => { const el = document.querySelector("#online-link");
					return el.value.slice(el.selectionStart, el.selectionEnd) })()`), "the link is selected")
			}
		})
	}
}
