//! Names as plain text in messages: what members type as their nickname
//! or as a tournament's, season's or series' name is shown as they typed
//! it, never as formatting. Discord reads Markdown in every message, so a
//! nickname `[x](https://a.b)` would be a masked link, `# big` a heading,
//! `||x||` a spoiler, `**x**` bold, and `@everyone` a mention (which
//! `allowed_mentions` keeps from pinging, but not from showing).
//!
//! [`plain`] is the one function a name goes through before it enters a
//! message's text: every Markdown character is escaped with a backslash
//! (Discord shows the character alone), `@` is followed by a zero-width
//! space (no mention, no `@everyone`), line breaks become spaces, and the
//! name is cut to a length where Discord shows it ([`MEMBER_CHARS`] for a
//! member's name, [`TITLE_CHARS`] for a tournament's, season's or series'
//! name), with `…` when cut. [`member`] and [`title`] are its two uses.
//!
//! Pictures draw names as text and need none of it; thread names and
//! autocomplete choices show no Markdown and are only cut.

/// The most characters of a member's name shown: Discord's own limit
/// for nicknames, display names and usernames.
pub const MEMBER_CHARS: usize = 32;

/// The most characters of a tournament's, season's or series' name shown.
pub const TITLE_CHARS: usize = 100;

/// Characters Discord's Markdown reads: headings (`#`, `-#`), quotes
/// (`>`), lists (`-`, `*`), emphasis (`*`, `_`), strike (`~`), code
/// (`` ` ``), spoilers (`|`), masked links (`[`, `]`), mentions, channels,
/// emoji and timestamps (`<`), links (`:` of `https://`), and the escape
/// itself.
const MARKDOWN: &[char] = &[
    '\\', '*', '_', '~', '`', '|', '>', '<', '#', '-', '[', ']', ':',
];

/// `text` as plain text in a message, cut to `most` characters (the
/// last one `…` when cut): Markdown escaped, mentions neutralised, line
/// breaks as spaces.
pub fn plain(text: &str, most: usize) -> String {
    let text = text.trim();
    let count = text.chars().count();
    let kept = if count > most {
        most.saturating_sub(1)
    } else {
        count
    };
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars().take(kept) {
        match c {
            '\n' | '\r' | '\t' => out.push(' '),
            '@' => out.push_str("@\u{200B}"),
            c if MARKDOWN.contains(&c) => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    if kept < count {
        out.push('…');
    }
    out
}

/// A member's name as plain text in a message (at most [`MEMBER_CHARS`]).
pub fn member(name: &str) -> String {
    plain(name, MEMBER_CHARS)
}

/// A tournament's, season's or series' name as plain text in a message
/// (at most [`TITLE_CHARS`]).
pub fn title(name: &str) -> String {
    plain(name, TITLE_CHARS)
}

/// `text` cut to `most` characters, the last one `…` when cut: for where
/// Discord shows no Markdown but limits the length (thread names,
/// autocomplete choices).
pub fn cut(text: &str, most: usize) -> String {
    let count = text.chars().count();
    if count <= most {
        return text.to_string();
    }
    let mut out: String = text.chars().take(most.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// A refusal or error as a member reads it: a sentence that starts with a
/// capital letter, and no empty code span (what a member left empty is
/// named "(empty)", not shown as a blank pair of backticks).
///
/// ```
/// use host::plain_text::sentence;
/// assert_eq!(sentence("time control `` is not understood"), "Time control (empty) is not understood");
/// assert_eq!(sentence("`e9` is not a square"), "`e9` is not a square");
/// ```
pub fn sentence(text: &str) -> String {
    let text = text.replace("``", "(empty)");
    let mut chars = text.chars();
    match chars.next() {
        Some(c) if c.is_lowercase() => c.to_uppercase().chain(chars).collect(),
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_masked_link_is_shown_as_typed() {
        assert_eq!(member("[x](https://a.b)"), r"\[x\](https\://a.b)");
    }

    #[test]
    fn a_heading_a_quote_and_subtext_are_not() {
        assert_eq!(member("# big"), r"\# big");
        assert_eq!(member("> quoted"), r"\> quoted");
        assert_eq!(member("-# small"), r"\-\# small");
    }

    #[test]
    fn emphasis_spoilers_code_and_escapes_are_escaped() {
        assert_eq!(
            title("**bold** ||spoiler||"),
            r"\*\*bold\*\* \|\|spoiler\|\|"
        );
        assert_eq!(member("__u__ ~~s~~"), r"\_\_u\_\_ \~\~s\~\~");
        assert_eq!(member("```rust```"), r"\`\`\`rust\`\`\`");
        assert_eq!(member(r"a\*b"), r"a\\\*b");
    }

    #[test]
    fn mentions_and_everyone_mention_nobody() {
        assert_eq!(member("@everyone"), "@\u{200B}everyone");
        assert_eq!(
            member("<@123> <#4> <t:5:R>"),
            "\\<@\u{200B}123\\> \\<\\#4\\> \\<t\\:5\\:R\\>"
        );
    }

    #[test]
    fn line_breaks_become_spaces() {
        assert_eq!(title("a\nb\r\nc"), "a b  c");
    }

    #[test]
    fn long_names_are_cut_with_an_ellipsis() {
        let long = "x".repeat(40);
        let shown = member(&long);
        assert_eq!(shown.chars().count(), MEMBER_CHARS);
        assert!(shown.ends_with("x…"));
        assert_eq!(member(&"y".repeat(32)), "y".repeat(32));
        assert_eq!(title(&"z".repeat(101)).chars().count(), TITLE_CHARS);
        assert_eq!(cut("abcdef", 4), "abc…");
        assert_eq!(cut("abc", 4), "abc");
    }

    #[test]
    fn plain_words_stay_as_they_are() {
        assert_eq!(member("Queen Alice"), "Queen Alice");
        assert_eq!(
            title("Winter Cup 2026 (blitz)!"),
            "Winter Cup 2026 (blitz)!"
        );
    }
}
