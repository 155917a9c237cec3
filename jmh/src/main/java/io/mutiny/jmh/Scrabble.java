package io.mutiny.jmh;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collector;
import java.util.stream.Collectors;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * B10: Shakespeare Plays Scrabble, the non-optimised variant: every step of the scoring of every word is its own
 * small stream (letters, histogram, blanks, score, bonus), blocked on where the workload needs a value, ported
 * operator for operator to each library. The plain variant is the same computation with loops. Setup checks that
 * every library finds the same answer.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class Scrabble {

    /*
     * The Mutiny versions sum and take the maximum with collectors, Mutiny's idiom for a reduction. Collectors are
     * stateless, so they are built once, like the non-capturing reducers (Integer::sum) the peers reuse.
     */
    private static final Collector<Integer, ?, Integer> SUM = Collectors.summingInt(Integer::intValue);
    private static final Collector<Integer, ?, Integer> MAX = Collectors.reducing(0, Integer::max);

    /** The directory holding {@code ospd.txt} and {@code words.shakespeare.txt}, relative to the working directory. */
    @Param({"../shared/data/scrabble"})
    public String dataDir;

    private ScrabbleData data;

    @Setup
    public void load() {
        data = ScrabbleData.load(Path.of(dataDir));
        String expected = plain().toString();
        Map<String, Object> answers =
                Map.of("mutiny", mutiny(), "smallrye", smallrye(), "reactor", reactor(), "rxjava", rxjava());
        answers.forEach((library, answer) -> {
            if (!expected.equals(answer.toString())) {
                throw new IllegalStateException(library + " found " + answer + ", the plain loops " + expected);
            }
        });
    }

    @Benchmark
    public List<Map.Entry<Integer, List<String>>> mutiny() {
        Function<String, io.mutiny.Multi<Integer>> letters = word ->
                io.mutiny.Multi.createFrom().range(0, word.length()).onItem().transform(i -> (int) word.charAt(i));
        Function<io.mutiny.Multi<Integer>, io.mutiny.Uni<Integer>> sum =
                values -> values.collect().with(SUM);
        Function<String, io.mutiny.Uni<Map<Integer, int[]>>> histogram =
                word -> letters.apply(word).collect().in(HashMap::new, ScrabbleData::count);
        Function<String, io.mutiny.Multi<Map.Entry<Integer, int[]>>> entries =
                word -> histogram.apply(word).onItem().transformToMulti(counts -> io.mutiny.Multi.createFrom()
                        .iterable(counts.entrySet()));
        Function<String, io.mutiny.Uni<Boolean>> playable =
                word -> sum.apply(entries.apply(word).onItem().transform(ScrabbleData::entryBlanks))
                        .onItem()
                        .transform(blanks -> blanks <= ScrabbleData.BLANKS);
        Function<String, io.mutiny.Uni<Integer>> lettersScore =
                word -> sum.apply(entries.apply(word).onItem().transform(ScrabbleData::entryScore));
        Function<String, io.mutiny.Uni<Integer>> bonus = word -> io.mutiny.Multi.createBy()
                .concatenating()
                .streams(
                        letters.apply(word).select().first(3),
                        letters.apply(word).skip().first(Math.max(0, word.length() - 3)))
                .onItem()
                .transform(ScrabbleData::letterScore)
                .collect()
                .with(MAX);
        Function<String, io.mutiny.Uni<Integer>> score = word -> sum.apply(io.mutiny.Multi.createBy()
                .concatenating()
                .streams(
                        lettersScore.apply(word).toMulti(),
                        lettersScore.apply(word).toMulti(),
                        bonus.apply(word).toMulti(),
                        bonus.apply(word).toMulti(),
                        io.mutiny.Multi.createFrom().item(word.length() == 7 ? ScrabbleData.BINGO : 0)));
        return io.mutiny.Multi.createFrom()
                .iterable(data.shakespeareWords)
                .select()
                .where(data.scrabbleWords::contains)
                .select()
                .where(word -> playable.apply(word).await().indefinitely())
                .collect()
                .in(
                        ScrabbleData::scoreTable,
                        (TreeMap<Integer, List<String>> table, String word) -> ScrabbleData.record(
                                table, score.apply(word).await().indefinitely(), word))
                .onItem()
                .transformToMulti(table -> io.mutiny.Multi.createFrom().iterable(table.entrySet()))
                .select()
                .first(3)
                .collect()
                .asList()
                .await()
                .indefinitely();
    }

    @Benchmark
    public List<Map.Entry<Integer, List<String>>> smallrye() {
        Function<String, io.smallrye.mutiny.Multi<Integer>> letters = word -> io.smallrye.mutiny.Multi.createFrom()
                .range(0, word.length())
                .onItem()
                .transform(i -> (int) word.charAt(i));
        Function<io.smallrye.mutiny.Multi<Integer>, io.smallrye.mutiny.Uni<Integer>> sum =
                values -> values.collect().with(SUM);
        Function<String, io.smallrye.mutiny.Uni<Map<Integer, int[]>>> histogram =
                word -> letters.apply(word).collect().in(HashMap::new, ScrabbleData::count);
        Function<String, io.smallrye.mutiny.Multi<Map.Entry<Integer, int[]>>> entries =
                word -> histogram.apply(word).onItem().transformToMulti(counts -> io.smallrye.mutiny.Multi.createFrom()
                        .iterable(counts.entrySet()));
        Function<String, io.smallrye.mutiny.Uni<Boolean>> playable =
                word -> sum.apply(entries.apply(word).onItem().transform(ScrabbleData::entryBlanks))
                        .onItem()
                        .transform(blanks -> blanks <= ScrabbleData.BLANKS);
        Function<String, io.smallrye.mutiny.Uni<Integer>> lettersScore =
                word -> sum.apply(entries.apply(word).onItem().transform(ScrabbleData::entryScore));
        Function<String, io.smallrye.mutiny.Uni<Integer>> bonus = word -> io.smallrye.mutiny.Multi.createBy()
                .concatenating()
                .streams(
                        letters.apply(word).select().first(3),
                        letters.apply(word).skip().first(Math.max(0, word.length() - 3)))
                .onItem()
                .transform(ScrabbleData::letterScore)
                .collect()
                .with(MAX);
        Function<String, io.smallrye.mutiny.Uni<Integer>> score = word -> sum.apply(io.smallrye.mutiny.Multi.createBy()
                .concatenating()
                .streams(
                        lettersScore.apply(word).toMulti(),
                        lettersScore.apply(word).toMulti(),
                        bonus.apply(word).toMulti(),
                        bonus.apply(word).toMulti(),
                        io.smallrye.mutiny.Multi.createFrom().item(word.length() == 7 ? ScrabbleData.BINGO : 0)));
        return io.smallrye.mutiny.Multi.createFrom()
                .iterable(data.shakespeareWords)
                .select()
                .where(data.scrabbleWords::contains)
                .select()
                .where(word -> playable.apply(word).await().indefinitely())
                .collect()
                .in(
                        ScrabbleData::scoreTable,
                        (TreeMap<Integer, List<String>> table, String word) -> ScrabbleData.record(
                                table, score.apply(word).await().indefinitely(), word))
                .onItem()
                .transformToMulti(table -> io.smallrye.mutiny.Multi.createFrom().iterable(table.entrySet()))
                .select()
                .first(3)
                .collect()
                .asList()
                .await()
                .indefinitely();
    }

    @Benchmark
    public List<Map.Entry<Integer, List<String>>> reactor() {
        Function<String, reactor.core.publisher.Flux<Integer>> letters =
                word -> reactor.core.publisher.Flux.range(0, word.length()).map(i -> (int) word.charAt(i));
        Function<reactor.core.publisher.Flux<Integer>, reactor.core.publisher.Mono<Integer>> sum =
                values -> values.reduce(0, Integer::sum);
        Function<String, reactor.core.publisher.Mono<Map<Integer, int[]>>> histogram =
                word -> letters.apply(word).collect(HashMap::new, ScrabbleData::count);
        Function<String, reactor.core.publisher.Flux<Map.Entry<Integer, int[]>>> entries = word -> histogram
                .apply(word)
                .flatMapMany(counts -> reactor.core.publisher.Flux.fromIterable(counts.entrySet()));
        Function<String, reactor.core.publisher.Mono<Boolean>> playable =
                word -> sum.apply(entries.apply(word).map(ScrabbleData::entryBlanks))
                        .map(blanks -> blanks <= ScrabbleData.BLANKS);
        Function<String, reactor.core.publisher.Mono<Integer>> lettersScore =
                word -> sum.apply(entries.apply(word).map(ScrabbleData::entryScore));
        Function<String, reactor.core.publisher.Mono<Integer>> bonus = word -> reactor.core.publisher.Flux.concat(
                        letters.apply(word).take(3), letters.apply(word).skip(Math.max(0, word.length() - 3)))
                .map(ScrabbleData::letterScore)
                .reduce(0, Integer::max);
        Function<String, reactor.core.publisher.Mono<Integer>> score =
                word -> sum.apply(reactor.core.publisher.Flux.concat(
                        lettersScore.apply(word),
                        lettersScore.apply(word),
                        bonus.apply(word),
                        bonus.apply(word),
                        reactor.core.publisher.Flux.just(word.length() == 7 ? ScrabbleData.BINGO : 0)));
        return reactor.core.publisher.Flux.fromIterable(data.shakespeareWords)
                .filter(data.scrabbleWords::contains)
                .filter(word -> playable.apply(word).block())
                .collect(
                        ScrabbleData::scoreTable,
                        (TreeMap<Integer, List<String>> table, String word) ->
                                ScrabbleData.record(table, score.apply(word).block(), word))
                .flatMapMany(table -> reactor.core.publisher.Flux.fromIterable(table.entrySet()))
                .take(3)
                .collectList()
                .block();
    }

    @Benchmark
    public List<Map.Entry<Integer, List<String>>> rxjava() {
        Function<String, io.reactivex.rxjava3.core.Flowable<Integer>> letters = word ->
                io.reactivex.rxjava3.core.Flowable.range(0, word.length()).map(i -> (int) word.charAt(i));
        Function<io.reactivex.rxjava3.core.Flowable<Integer>, io.reactivex.rxjava3.core.Single<Integer>> sum =
                values -> values.reduce(0, Integer::sum);
        Function<String, io.reactivex.rxjava3.core.Single<Map<Integer, int[]>>> histogram =
                word -> letters.apply(word).collect(HashMap::new, ScrabbleData::count);
        Function<String, io.reactivex.rxjava3.core.Flowable<Map.Entry<Integer, int[]>>> entries = word -> histogram
                .apply(word)
                .flatMapPublisher(counts -> io.reactivex.rxjava3.core.Flowable.fromIterable(counts.entrySet()));
        Function<String, io.reactivex.rxjava3.core.Single<Boolean>> playable =
                word -> sum.apply(entries.apply(word).map(ScrabbleData::entryBlanks))
                        .map(blanks -> blanks <= ScrabbleData.BLANKS);
        Function<String, io.reactivex.rxjava3.core.Single<Integer>> lettersScore =
                word -> sum.apply(entries.apply(word).map(ScrabbleData::entryScore));
        Function<String, io.reactivex.rxjava3.core.Single<Integer>> bonus =
                word -> io.reactivex.rxjava3.core.Flowable.concat(
                                letters.apply(word).take(3), letters.apply(word).skip(Math.max(0, word.length() - 3)))
                        .map(ScrabbleData::letterScore)
                        .reduce(0, Integer::max);
        Function<String, io.reactivex.rxjava3.core.Single<Integer>> score =
                word -> sum.apply(io.reactivex.rxjava3.core.Flowable.concatArray(
                        lettersScore.apply(word).toFlowable(),
                        lettersScore.apply(word).toFlowable(),
                        bonus.apply(word).toFlowable(),
                        bonus.apply(word).toFlowable(),
                        io.reactivex.rxjava3.core.Flowable.just(word.length() == 7 ? ScrabbleData.BINGO : 0)));
        return io.reactivex.rxjava3.core.Flowable.fromIterable(data.shakespeareWords)
                .filter(data.scrabbleWords::contains)
                .filter(word -> playable.apply(word).blockingGet())
                .collect(
                        ScrabbleData::scoreTable,
                        (TreeMap<Integer, List<String>> table, String word) ->
                                ScrabbleData.record(table, score.apply(word).blockingGet(), word))
                .flatMapPublisher(table -> io.reactivex.rxjava3.core.Flowable.fromIterable(table.entrySet()))
                .take(3)
                .toList()
                .blockingGet();
    }

    @Benchmark
    public List<Map.Entry<Integer, List<String>>> plain() {
        TreeMap<Integer, List<String>> table = ScrabbleData.scoreTable();
        for (String word : data.shakespeareWords) {
            if (!data.scrabbleWords.contains(word)) {
                continue;
            }
            Map<Integer, int[]> histogram = new HashMap<>();
            for (int i = 0; i < word.length(); i++) {
                ScrabbleData.count(histogram, word.charAt(i));
            }
            int blanks = 0;
            int lettersScore = 0;
            for (Map.Entry<Integer, int[]> entry : histogram.entrySet()) {
                blanks += ScrabbleData.entryBlanks(entry);
                lettersScore += ScrabbleData.entryScore(entry);
            }
            if (blanks > ScrabbleData.BLANKS) {
                continue;
            }
            int bonus = 0;
            for (int i = 0; i < word.length(); i++) {
                if (i < 3 || i >= word.length() - 3) {
                    bonus = Math.max(bonus, ScrabbleData.letterScore(word.charAt(i)));
                }
            }
            int score = 2 * lettersScore + 2 * bonus + (word.length() == 7 ? ScrabbleData.BINGO : 0);
            ScrabbleData.record(table, score, word);
        }
        return table.entrySet().stream().limit(3).collect(Collectors.toList());
    }
}
