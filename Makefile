# make build | test | test-slow | golden | conformance CORPUS=DIR | bench
.PHONY: build test test-slow golden conformance bench clean

build:
	npm run build

test:
	npm test

test-slow:
	npm run test:slow

golden:
	npm run golden

conformance: build
	npm run conformance -- $(CORPUS)

bench: build
	npm run bench

clean:
	rm -rf dist
