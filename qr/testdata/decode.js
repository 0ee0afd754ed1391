// Reads QR codes with jsQR, for decode_test.go: node decode.js <jsQR.js>,
// with a JSON array of {size, modules} on stdin, modules a string of "0" and
// "1" row by row; writes a JSON array of {data, version}, or null for a code
// jsQR could not read. Each code is drawn 4 pixels a module, black on white,
// in a quiet zone of 4 modules.
const jsQR = require(process.argv[2]);
let input = "";
process.stdin.on("data", d => input += d);
process.stdin.on("end", () => {
	const out = JSON.parse(input).map(({size, modules}) => {
		const scale = 4, quiet = 4, w = (size + 2 * quiet) * scale;
		const px = new Uint8ClampedArray(w * w * 4).fill(255);
		for (let y = 0; y < size; y++) {
			for (let x = 0; x < size; x++) {
				if (modules[y * size + x] !== "1") continue;
				for (let dy = 0; dy < scale; dy++) {
					for (let dx = 0; dx < scale; dx++) {
						const i = (((y + quiet) * scale + dy) * w + (x + quiet) * scale + dx) * 4;
						px[i] = px[i + 1] = px[i + 2] = 0;
					}
				}
			}
		}
		const r = jsQR(px, w, w, {inversionAttempts: "dontInvert"});
		return r ? {data: r.binaryData, version: r.version} : null;
	});
	process.stdout.write(JSON.stringify(out));
});
