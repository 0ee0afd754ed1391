//go:build !webtexts

package text

// compiled returns the table of the language of tag, compiled into this build.
func compiled(tag string) *Table {
	switch tag {
	case "es":
		return &spanish
	case "nl":
		return &dutch
	case "el":
		return &greek
	case "id":
		return &indonesian
	case "tl":
		return &tagalog
	}
	return nil
}
