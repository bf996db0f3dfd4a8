// Runs a flame graph page's script under Node with a recording canvas and a minimal DOM:
// draws it, searches, clicks a frame, and prints what was drawn as key=value lines.
"use strict";
const fs = require("fs");
const html = fs.readFileSync(process.argv[2], "utf8");
const script = html.match(/<script>([\s\S]*)<\/script>/)[1];
let calls = [];
const ctx = {
  fillStyle: "", font: "", textBaseline: "",
  fillRect(x, y, w, h) { calls.push({op: "rect", x, y, w, h, style: this.fillStyle}); },
  fillText(t, x, y) { calls.push({op: "text", t, y}); },
  save() {}, restore() {}, beginPath() {}, rect() {}, clip() {}
};
const listeners = {};
const canvas = {
  clientWidth: 1000, width: 0, height: 0,
  getContext: () => ctx,
  addEventListener: (e, f) => { listeners["canvas:" + e] = f; },
  getBoundingClientRect: () => ({left: 0, top: 0, width: 1000, height: canvas.height})
};
const elements = {
  flame: canvas,
  search: {addEventListener: (e, f) => { listeners["search:" + e] = f; }},
  info: {textContent: ""},
  matched: {textContent: ""}
};
global.document = {getElementById: id => elements[id]};
global.window = {addEventListener() {}};
global.location = {hash: ""};
new Function(script)();
const rects = () => calls.filter(c => c.op === "rect");
console.log("drawn=" + rects().length);
console.log("height=" + canvas.height);
console.log("texts=" + calls.filter(c => c.op === "text").map(c => c.t).join("|"));
calls = [];
listeners["search:input"]({target: {value: process.argv[3]}});
console.log("highlighted=" + rects().filter(r => r.style === "#ee00ee").length);
console.log("matched=" + elements.matched.textContent);
listeners["search:input"]({target: {value: ""}});
const depth = Number(process.argv[4]);
const y = canvas.height - (depth + 0.5) * 16;
listeners["canvas:mousemove"]({clientX: 5, clientY: y});
console.log("hover=" + elements.info.textContent);
calls = [];
listeners["canvas:click"]({clientX: 5, clientY: y});
const full = rects().filter(r => Math.abs(r.y - (canvas.height - (depth + 1) * 16)) < 0.5);
console.log("zoomedWidth=" + (full.length ? Math.round(full[0].w) : -1));
