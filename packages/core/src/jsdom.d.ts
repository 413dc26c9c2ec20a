// The one jsdom API `./server` uses (jsdom ships no types; its `@types` package trails its versions).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window;
  }
}
