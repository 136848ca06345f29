import { attributeError, ownerOfUrl, scriptBases, stackUrls } from '../attribute';

const CDN = 'http://localhost:3100';
const CHAT = `${CDN}/mf_chat/0.1.0-ab12cd34ef/`;
const MEMBERS = `${CDN}/mf_members/0.1.0-77aa00bb11/`;
const LIKES = `${CDN}/mf_likes/0.2.0-cafe0123ab/`;
const SHELL = 'http://localhost:3000/static/';

// The boot data's remotes as the shell server writes them (entry_url from each release's manifest),
// one of them a developer's override on its dev server (issue 14).
const bases = scriptBases(
  [
    { name: 'mf_chat', entry_url: `${CHAT}remoteEntry.js` },
    { name: 'mf_members', entry_url: `${MEMBERS}remoteEntry.js` },
    { name: 'mf_likes', entry_url: `${LIKES}remoteEntry.js` },
    { name: 'mf_signup', entry_url: 'http://localhost:3005/remoteEntry.js' },
  ],
  SHELL,
);

/** A render error of mf_chat's screen as Chrome writes it: the remote's chunk on top, react-dom (the shell's bundle) below. */
const CHROME_CHAT_STACK = `TypeError: Cannot read properties of undefined (reading 'profile')
    at ConversationHeader (${CHAT}412.3f9a1c2e.js:1:2345)
    at Ai (${SHELL}vendors.5d41402a.js:2:61233)
    at Bs (${SHELL}vendors.5d41402a.js:2:103455)
    at async Promise.all (index 0)
    at ${SHELL}main.9a8b7c6d.js:1:777`;

/** The same as Firefox writes it. */
const FIREFOX_CHAT_STACK = `ConversationHeader@${CHAT}412.3f9a1c2e.js:1:2345
Ai@${SHELL}vendors.5d41402a.js:2:61233
Bs@${SHELL}vendors.5d41402a.js:2:103455
@${SHELL}main.9a8b7c6d.js:1:777
`;

describe('attribution of an error to the remote whose chunk threw (issue 35)', () => {
  it("reads each frame's script URL from Chrome's and Firefox's stacks, top first", () => {
    expect(stackUrls(CHROME_CHAT_STACK)).toEqual([`${CHAT}412.3f9a1c2e.js`, `${SHELL}vendors.5d41402a.js`, `${SHELL}vendors.5d41402a.js`, `${SHELL}main.9a8b7c6d.js`]);
    expect(stackUrls(FIREFOX_CHAT_STACK)).toEqual([`${CHAT}412.3f9a1c2e.js`, `${SHELL}vendors.5d41402a.js`, `${SHELL}vendors.5d41402a.js`, `${SHELL}main.9a8b7c6d.js`]);
    // Eval frames name the script that called eval.
    expect(stackUrls(`Error: x\n    at eval (eval at run (${CHAT}1.js:3:4), <anonymous>:1:1)`)).toEqual([`${CHAT}1.js`]);
    expect(stackUrls(`run@${CHAT}1.js line 2 > eval:1:1`)).toEqual([`${CHAT}1.js`]);
  });

  it("counts an error for the remote of its chunk, in Chrome and in Firefox", () => {
    expect(attributeError({ stack: CHROME_CHAT_STACK }, bases)).toBe('mf_chat');
    expect(attributeError({ stack: FIREFOX_CHAT_STACK }, bases)).toBe('mf_chat');
  });

  it('takes the top-most remote frame: an exposed module of mf_members called by mf_likes is mf_members', () => {
    const stack = `Error: no photo
    at ProfileView (${MEMBERS}301.aa11bb22.js:1:900)
    at MatchModal (${LIKES}88.cc33dd44.js:1:120)
    at Ai (${SHELL}vendors.5d41402a.js:2:61233)`;
    expect(attributeError({ stack }, bases)).toBe('mf_members');
  });

  it('counts an error of the shell bundle alone for the shell', () => {
    const stack = `TypeError: null is not an object
    at startBadgeLists (${SHELL}main.9a8b7c6d.js:1:5000)
    at ${SHELL}main.9a8b7c6d.js:1:777`;
    expect(attributeError({ stack }, bases)).toBe('shell');
    expect(attributeError({ stack: stack.replace(/ {4}at (\w+ )?\(?/g, '').replace(/\)$/gm, '') }, bases)).toBe('shell');
  });

  it("knows a developer's override by its dev server's folder", () => {
    expect(attributeError({ stack: `Error: boom\n    at SignupForm (http://localhost:3005/src_features_signup.js:10:3)\n    at Ai (${SHELL}vendors.5d41402a.js:2:1)` }, bases)).toBe('mf_signup');
  });

  it('is unknown for a script that is not ours, a muted cross-origin error and a missing stack', () => {
    expect(attributeError({ stack: 'TypeError: x\n    at inject (chrome-extension://abcdefghijklmnop/content.js:1:2)' }, bases)).toBe('unknown');
    expect(attributeError({ stack: 'Error: ad\n    at https://ads.example.net/tag.js:1:2' }, bases)).toBe('unknown');
    expect(attributeError({ stack: '', filename: '' }, bases)).toBe('unknown');
    expect(attributeError({}, bases)).toBe('unknown');
  });

  it("uses an ErrorEvent's filename when the thrown value has no stack (`throw 'text'`)", () => {
    expect(attributeError({ stack: '', filename: `${LIKES}88.cc33dd44.js` }, bases)).toBe('mf_likes');
    expect(attributeError({ filename: `${SHELL}main.9a8b7c6d.js` }, bases)).toBe('shell');
  });

  it("names the owner of a chunk's URL (a failed chunk's retry)", () => {
    expect(ownerOfUrl(`${CHAT}412.3f9a1c2e.js`, bases)).toBe('mf_chat');
    expect(ownerOfUrl(`${CDN}/mf_chat/0.0.9-old/412.js`, bases)).toBeNull();
  });
});
