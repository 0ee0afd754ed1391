//go:build webtexts

package text

// compiled returns nil: the app built for the browser loads the tables of the
// languages other than English when they are needed (Load).
func compiled(string) *Table { return nil }
