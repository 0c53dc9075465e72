/** The check-in page's style sheet, built from theme.ts (inserted once by main.tsx). */
import { checkInTheme as t } from './theme';

const verdictRules = Object.entries(t.verdict)
  .map(
    ([name, colours]) =>
      `.verdict--${name}{background:${colours.background};color:${colours.text};}` +
      `.verdict--${name} .verdict__button{color:${colours.background};background:${colours.text};}`,
  )
  .join('\n');

export const checkInCss = `
*{box-sizing:border-box;}
html,body{margin:0;background:${t.page.background};color:${t.page.text};font-family:${t.font};font-size:${t.text.body};line-height:1.4;}
main{max-width:640px;margin:0 auto;padding:${t.space.m};}
h1{font-size:${t.text.large};margin:${t.space.s} 0;}
h2{font-size:${t.text.body};margin:${t.space.l} 0 ${t.space.s};}
p{margin:${t.space.s} 0;}
a{color:${t.primary.background};}
button,input,select{font:inherit;}
button{min-height:${t.touch};padding:0 ${t.space.l};border-radius:${t.radius};border:2px solid ${t.primary.background};background:${t.primary.background};color:${t.primary.text};font-weight:700;cursor:pointer;}
button.secondary{background:${t.secondary.background};color:${t.secondary.text};border-color:${t.page.border};}
button:disabled{opacity:.55;cursor:not-allowed;}
:focus-visible{outline:4px solid ${t.focus};outline-offset:2px;}
input[type=search],input[type=text],input[type=tel],select{width:100%;min-height:${t.touch};padding:0 ${t.space.m};border:2px solid ${t.page.border};border-radius:${t.radius};}
label{display:block;font-weight:700;margin-bottom:${t.space.xs};}
.status{display:flex;flex-wrap:wrap;gap:${t.space.s};align-items:center;font-size:${t.text.small};margin-bottom:${t.space.s};}
.pill{padding:${t.space.xs} ${t.space.m};border-radius:999px;font-weight:700;border:2px solid ${t.page.border};}
.pill--online{background:${t.online.background};color:${t.online.text};border-color:${t.online.background};}
.pill--offline{background:${t.offline.background};color:${t.offline.text};border-color:${t.offline.background};}
.count{font-size:${t.text.large};font-weight:800;}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:${t.space.s};margin:${t.space.m} 0;}
.actions--wide{grid-template-columns:1fr;}
.file-button{display:flex;align-items:center;justify-content:center;min-height:${t.touch};border-radius:${t.radius};border:2px solid ${t.primary.background};background:${t.primary.background};color:${t.primary.text};font-weight:700;cursor:pointer;margin:0;}
.file-button:focus-within{outline:4px solid ${t.focus};outline-offset:2px;}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;}
.verdict{border-radius:${t.radius};padding:${t.space.l};margin:${t.space.m} 0;min-height:160px;}
.verdict__head{display:flex;align-items:center;gap:${t.space.m};}
.verdict__symbol{font-size:${t.text.symbol};font-weight:900;line-height:1;}
.verdict__word{font-size:${t.text.verdict};font-weight:900;line-height:1.1;text-transform:uppercase;margin:0;}
.verdict__detail{font-size:${t.text.large};font-weight:700;margin:${t.space.s} 0 0;}
.verdict__buttons{display:flex;flex-wrap:wrap;gap:${t.space.s};margin-top:${t.space.m};}
.verdict--idle{border:3px dashed ${t.page.border};color:${t.page.muted};}
${verdictRules}
.results{list-style:none;padding:0;margin:${t.space.s} 0;}
.results li{margin-bottom:${t.space.s};}
.results button{width:100%;text-align:left;background:${t.secondary.background};color:${t.secondary.text};border-color:${t.page.border};font-weight:400;padding:${t.space.s} ${t.space.m};}
.conflicts{border:3px solid ${t.verdict.cancelled.background};border-radius:${t.radius};padding:${t.space.m};}
video{width:100%;border-radius:${t.radius};background:${t.offline.background};}
.notice{border:3px solid ${t.verdict.admitted.background};border-radius:${t.radius};padding:${t.space.m};font-weight:700;}
.problem{color:${t.verdict.cancelled.background};font-weight:700;}
.modes{border:2px solid ${t.page.border};border-radius:${t.radius};margin:${t.space.s} 0;padding:${t.space.s} ${t.space.m};}
.mode{display:flex;align-items:center;gap:${t.space.s};min-height:${t.touch};font-weight:400;}
.walk-in--refused{border-left:6px solid ${t.verdict.cancelled.background};padding-left:${t.space.s};}
.upi{border:3px solid ${t.primary.background};border-radius:${t.radius};padding:${t.space.m};margin:${t.space.m} 0;text-align:center;}
.upi img{display:block;margin:${t.space.s} auto;max-width:100%;height:auto;background:${t.secondary.background};}
.muted{color:${t.page.muted};font-size:${t.text.small};}
.events{list-style:none;padding:0;}
.events li{margin-bottom:${t.space.s};}
.events button{width:100%;text-align:left;padding:${t.space.m};height:auto;}
`;
