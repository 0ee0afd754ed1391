package e2e

import (
	"context"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// dragSteps is how many moves a drag makes between press and release, so that
// the page sees a pointer travel rather than jump.
const dragSteps = 8

// pointer is a way of pointing at the page: a mouse, or a finger on a touch
// screen. Its events go through the browser's input pipeline, as a person's
// would.
type pointer interface {
	// tap presses and releases at p.
	tap(ctx context.Context, p point) error
	// drag presses at from, travels to to in steps, and releases there.
	drag(ctx context.Context, from, to point) error
	String() string
}

// mouse clicks and drags with the left button.
type mouse struct{}

func (mouse) String() string { return "mouse" }

func (mouse) tap(ctx context.Context, p point) error {
	return chromedp.Do(ctx, chromedp.MouseClickXY(p.X, p.Y))
}

func (mouse) drag(ctx context.Context, from, to point) error {
	send := func(typ input.DispatchMouseEventType, at point, buttons int64) error {
		_, err := chromedp.Call(ctx, input.DispatchMouseEvent, input.DispatchMouseEventParams{
			Type: typ, X: at.X, Y: at.Y, Button: input.MouseButtonLeft, Buttons: buttons, ClickCount: 1,
		})
		return err
	}
	if err := send(input.DispatchMouseEventTypeMouseMoved, from, 0); err != nil {
		return err
	}
	if err := send(input.DispatchMouseEventTypeMousePressed, from, 1); err != nil {
		return err
	}
	for i := 1; i <= dragSteps; i++ {
		if err := send(input.DispatchMouseEventTypeMouseMoved, between(from, to, i), 1); err != nil {
			return err
		}
	}
	return send(input.DispatchMouseEventTypeMouseReleased, to, 0)
}

// finger taps and drags on an emulated touch screen; the tab must have touch
// emulation on (see openPhone).
type finger struct{}

func (finger) String() string { return "finger" }

func (finger) tap(ctx context.Context, p point) error {
	return chromedp.Do(ctx, chromedp.TapXY(p.X, p.Y))
}

func (finger) drag(ctx context.Context, from, to point) error {
	touch := func(typ input.DispatchTouchEventType, at *point) error {
		points := []*input.TouchPoint{}
		if at != nil {
			points = append(points, &input.TouchPoint{X: at.X, Y: at.Y, ID: new(0.0)})
		}
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
		return err
	}
	if err := touch(input.DispatchTouchEventTypeTouchStart, &from); err != nil {
		return err
	}
	for i := 1; i <= dragSteps; i++ {
		p := between(from, to, i)
		if err := touch(input.DispatchTouchEventTypeTouchMove, &p); err != nil {
			return err
		}
	}
	return touch(input.DispatchTouchEventTypeTouchEnd, nil)
}

// between returns the point step/dragSteps of the way from a to b.
func between(a, b point, step int) point {
	f := float64(step) / dragSteps
	return point{a.X + (b.X-a.X)*f, a.Y + (b.Y-a.Y)*f}
}
