package size

// Length from the module cache.
type Length string
