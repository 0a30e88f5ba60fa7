// jsdom has no MessageChannel; antd 6 (rc-select, rc-form) schedules macrotasks through it.
// A setTimeout-backed stand-in keeps the same "later, in a macrotask" timing without the
// open handles Node's own MessageChannel would leave behind.
class TimeoutPort {
  constructor() {
    this.onmessage = null;
    this.peer = null;
  }
  postMessage(data) {
    setTimeout(() => this.peer?.onmessage?.({ data }), 0);
  }
  close() {
    this.onmessage = null;
  }
}

class TimeoutMessageChannel {
  constructor() {
    this.port1 = new TimeoutPort();
    this.port2 = new TimeoutPort();
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = TimeoutMessageChannel;
}
