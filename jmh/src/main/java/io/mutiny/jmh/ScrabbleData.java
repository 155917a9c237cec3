package io.mutiny.jmh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The input of the Shakespeare Plays Scrabble workload: the legal Scrabble words, the (lower-cased, distinct) words of
 * Shakespeare, the letter scores and the number of tiles of each letter. The answer is the three best scores, each
 * with the words that make it.
 */
final class ScrabbleData {

    /** Points of each letter, {@code a} to {@code z}. */
    static final int[] LETTER_SCORES = {1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10};

    /** Tiles of each letter in the bag, {@code a} to {@code z}: a word needing more uses blanks. */
    static final int[] TILES = {9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1};

    /** A word is playable with at most this many blanks. */
    static final int BLANKS = 2;

    /** A seven-letter word earns this bonus. */
    static final int BINGO = 50;

    final Set<String> scrabbleWords;
    final List<String> shakespeareWords;

    private ScrabbleData(Set<String> scrabbleWords, List<String> shakespeareWords) {
        this.scrabbleWords = scrabbleWords;
        this.shakespeareWords = shakespeareWords;
    }

    static ScrabbleData load(Path directory) {
        Path ospd = directory.resolve("ospd.txt");
        Path shakespeare = directory.resolve("words.shakespeare.txt");
        if (!Files.isRegularFile(ospd) || !Files.isRegularFile(shakespeare)) {
            throw new IllegalStateException("The Scrabble word lists are not in " + directory.toAbsolutePath()
                    + ": pass -p dataDir=<directory holding ospd.txt and words.shakespeare.txt>");
        }
        return new ScrabbleData(new HashSet<>(lowerCase(ospd)), new ArrayList<>(lowerCase(shakespeare)));
    }

    private static Set<String> lowerCase(Path file) {
        try {
            Set<String> words = new LinkedHashSet<>();
            for (String line : Files.readAllLines(file)) {
                String word = line.trim().toLowerCase(Locale.ROOT);
                if (!word.isEmpty()) {
                    words.add(word);
                }
            }
            return words;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An empty score table, best score first. */
    static TreeMap<Integer, List<String>> scoreTable() {
        return new TreeMap<>(Comparator.reverseOrder());
    }

    static void record(TreeMap<Integer, List<String>> table, int score, String word) {
        table.computeIfAbsent(score, key -> new ArrayList<>()).add(word);
    }

    static int letterScore(int letter) {
        return LETTER_SCORES[letter - 'a'];
    }

    /** Points of one histogram entry: the letter's score for each occurrence covered by a tile. */
    static int entryScore(Map.Entry<Integer, int[]> letterCount) {
        int letter = letterCount.getKey() - 'a';
        return LETTER_SCORES[letter] * Math.min(letterCount.getValue()[0], TILES[letter]);
    }

    /** Blanks one histogram entry needs: the occurrences beyond the tiles of that letter. */
    static int entryBlanks(Map.Entry<Integer, int[]> letterCount) {
        return Math.max(0, letterCount.getValue()[0] - TILES[letterCount.getKey() - 'a']);
    }

    static void count(Map<Integer, int[]> histogram, int letter) {
        histogram.computeIfAbsent(letter, key -> new int[1])[0]++;
    }
}
