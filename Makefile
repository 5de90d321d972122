# make build | test | golden | conformance CORPUS=DIR | bench
.PHONY: build test golden conformance bench clean

build:
	npx tsc -p tsconfig.json

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
