//! The data files (boards, tile sets) as the engines read them: their comment lines, prose for
//! the people who edit them, are emptied at compile time, so a page's bundle carries only the
//! data. Each comment line stays as an empty line: a parser's line numbers still match the file.

/// `include_str!` of a data file, its `#` lines emptied.
macro_rules! data_file {
    ($path:literal) => {{
        const RAW: &[u8] = include_bytes!($path);
        const BYTES: [u8; $crate::data_file::without_comments_len(RAW)] =
            $crate::data_file::without_comments(RAW);
        match core::str::from_utf8(&BYTES) {
            Ok(text) => text,
            Err(_) => panic!(concat!($path, " is not UTF-8")),
        }
    }};
}

/// Whether byte `i` of `text` stays: a line break, or a byte of a line that is not a comment.
const fn is_kept(text: &[u8], i: usize) -> bool {
    if text[i] == b'\n' {
        return true;
    }
    let mut start = i;
    while start > 0 && text[start - 1] != b'\n' {
        start -= 1;
    }
    text[start] != b'#'
}

/// The length of `text` once every comment line is emptied (its line break kept).
pub(crate) const fn without_comments_len(text: &[u8]) -> usize {
    let mut len = 0;
    let mut i = 0;
    while i < text.len() {
        if is_kept(text, i) {
            len += 1;
        }
        i += 1;
    }
    len
}

/// `text` with every comment line emptied; `N` is [`without_comments_len`] of it.
pub(crate) const fn without_comments<const N: usize>(text: &[u8]) -> [u8; N] {
    let mut out = [0u8; N];
    let mut len = 0;
    let mut i = 0;
    while i < text.len() {
        if is_kept(text, i) {
            out[len] = text[i];
            len += 1;
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    const TEXT: &str = data_file!("../data/captn/islands.txt");

    #[test]
    fn comment_lines_are_emptied_and_every_other_line_kept_in_place() {
        let raw = include_str!("../data/captn/islands.txt");
        assert_eq!(TEXT.lines().count(), raw.lines().count());
        for (kept, line) in TEXT.lines().zip(raw.lines()) {
            if line.starts_with('#') {
                assert_eq!(kept, "");
            } else {
                assert_eq!(kept, line);
            }
        }
        assert!(raw.contains('#') && !TEXT.contains('#'));
    }

    #[test]
    fn a_text_without_comments_is_unchanged_and_one_of_only_comments_keeps_its_breaks() {
        const PLAIN: [u8; super::without_comments_len(b"a\nb\n")] =
            super::without_comments(b"a\nb\n");
        assert_eq!(&PLAIN, b"a\nb\n");
        const NOTES: [u8; super::without_comments_len(b"# x\n#y")] =
            super::without_comments(b"# x\n#y");
        assert_eq!(&NOTES, b"\n");
    }
}
