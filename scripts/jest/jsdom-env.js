// jsdom lacks a few web APIs that Node has: TextEncoder (the router) and the Fetch API types
// (tests answer fetch calls with real Response objects).
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextEncoder, TextDecoder } = require('node:util');

module.exports = class FlxJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    Object.assign(this.global, { TextEncoder, TextDecoder, Response, Request, Headers });
  }
};
