// jsdom lacks a few web APIs that Node has and the router needs (TextEncoder, streams).
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextEncoder, TextDecoder } = require('node:util');

module.exports = class FlxJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    Object.assign(this.global, { TextEncoder, TextDecoder });
  }
};
