// Command serve serves the built site for local play and testing, with the
// same response headers as the deployed site (see internal/webserve):
//
//	go run ./tools/serve -dir dist -addr localhost:8080
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"time"

	"mschess/internal/webserve"
)

func main() {
	dir := flag.String("dir", "dist", "directory to serve (the output of `make build`)")
	config := flag.String("config", "netlify.toml", "netlify.toml whose [[headers]] rules to apply")
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	flag.Parse()

	h, err := webserve.NewHandler(*dir, *config)
	if err != nil {
		log.Fatal(err)
	}
	srv := &http.Server{
		Addr:              *addr,
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second, // keeps idle half-open connections from piling up
	}
	fmt.Printf("serving %s at http://%s/ (Ctrl-C to stop)\n", *dir, *addr)
	log.Fatal(srv.ListenAndServe())
}
