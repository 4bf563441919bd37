import { referrerHost } from './visit-log';

describe('the referring host sent with a page load’s first view', () => {
  it('is the host alone of another site, never its path or query', () => {
    expect(referrerHost('https://www.google.com/search?q=meu+nome', 'lab.example')).toBe('www.google.com');
    expect(referrerHost('http://L.Instagram.com:8080/x', 'lab.example')).toBe('l.instagram.com');
    // An app that opened the link names itself the same way.
    expect(referrerHost('android-app://com.google.android.gm/', 'lab.example')).toBe('com.google.android.gm');
  });

  it('is nothing without a referrer, from this site itself, or for what is not a host name', () => {
    expect(referrerHost('', 'lab.example')).toBeUndefined();
    expect(referrerHost('https://lab.example/sol/home', 'lab.example')).toBeUndefined();
    expect(referrerHost('https://LAB.example/', 'lab.example')).toBeUndefined();
    expect(referrerHost('not a url', 'lab.example')).toBeUndefined();
    expect(referrerHost('http://[::1]/', 'lab.example')).toBeUndefined();
  });
});
