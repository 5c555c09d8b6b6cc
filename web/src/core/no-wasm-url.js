// The offline build's stand-in for the .wasm URL: its core carries the .wasm inside.
export default '';
