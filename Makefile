# make build | test | golden | conformance CORPUS=DIR | bench
.PHONY: build test golden conformance bench clean

build:
	npm run build

test:
	npm test

golden:
	npm run golden

conformance: build
	npm run conformance -- $(CORPUS)

bench: build
	npm run bench

clean:
	rm -rf dist
