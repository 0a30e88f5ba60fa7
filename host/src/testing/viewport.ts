// The test kit's window widths (remote-kit), where every package's tests find them.
export { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/remote-kit/testing';
